// Issue 9 acceptance for Send and Receive, in Chromium with the Latch Dev
// Wallet on the devnet: ETH and LDT sent to another dev account (both
// sides checked on the chain with viem), a send the wallet rejects, a send
// above the balance, and Receive's QR code read back by a real decoder.
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
} from '@latch/devnet/node'
import jsqr from 'jsqr'
import {
  type Address,
  createPublicClient,
  defineChain,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import { answerWallet, openWallet } from '../../wallet/e2e/wallet.js'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  answerDevWallet,
  connectDevWallet,
  latchModal,
  waitForValue,
} from './flows.js'
import { fillSend } from './sendFlows.js'
import {
  allowClipboard,
  approvePairing,
  copyPairingUri,
  openWalletConnectView,
} from './walletConnectFlows.js'

// jsqr is CommonJS typed with an ES default: take the function either way.
const jsQR = (
  typeof jsqr === 'function' ? jsqr : jsqr.default
) as typeof jsqr.default

/** The page sends from this dev account, to the next one; no other test uses them. */
const SENDER_INDEX = 3
const RECEIVER_INDEX = 6

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const address = (index: number) => devAccounts[index]?.address as Address

function devnetClient() {
  const url = inject('rpcUrls')[0] ?? ''
  const chain = defineChain({
    id: 31337,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })
  return createPublicClient({ chain, transport: http(url), cacheTime: 0 })
}

/** Opens the demo connected as SENDER_INDEX, with the Account view open. */
async function openAccount() {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await page.waitForFunction(() => 'latchDevWallet' in window)
  await page.evaluate(
    (index) =>
      (
        window as unknown as {
          latchDevWallet: { setAccount(index: number): void }
        }
      ).latchDevWallet.setAccount(index),
    SENDER_INDEX,
  )
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()
  return { page, account }
}

/** Account → Send shows a fee before it can be previewed. */
const EVM_FEE = /^Network fee: \d/

test('sends ETH and LDT to another devnet account; both sides checked on the chain', async () => {
  const client = devnetClient()
  const from = address(SENDER_INDEX)
  const to = address(RECEIVER_INDEX)
  const ldtOf = (owner: Address) =>
    client.readContract({
      address: DEMO_TOKEN_ADDRESS,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const { page } = await openAccount()

  // ETH: the receiver gets exactly the amount; the sender pays it plus the fee.
  const eth = parseEther('1.2345')
  const before = {
    from: await client.getBalance({ address: from }),
    to: await client.getBalance({ address: to }),
    block: await client.getBlockNumber(),
  }
  let send = await fillSend(page, {
    fee: EVM_FEE,
    symbol: 'ETH',
    amount: '1.2345',
    to,
  })
  await send.getByRole('button', { name: 'Preview send' }).click()
  let preview = latchModal(page, 'Review send')
  await preview.getByText('1.2345 ETH', { exact: true }).waitFor()
  await preview.getByText(to, { exact: true }).waitFor()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await answerDevWallet(page, 'Approve')
  await latchModal(page, 'Account').waitFor()
  await page.getByText('Transaction sent', { exact: true }).waitFor()
  await expect
    .poll(() => client.getBalance({ address: to }))
    .toBe(before.to + eth)
  // The sender's one transaction since: its value, receiver and fee.
  const latest = await client.getBlockNumber()
  const sent = []
  for (let n = before.block + 1n; n <= latest; n++) {
    const block = await client.getBlock({
      blockNumber: n,
      includeTransactions: true,
    })
    sent.push(
      ...block.transactions.filter(
        (t) => t.from.toLowerCase() === from.toLowerCase(),
      ),
    )
  }
  expect(sent).toHaveLength(1)
  const tx = sent[0]
  expect(tx?.to?.toLowerCase()).toBe(to.toLowerCase())
  expect(tx?.value).toBe(eth)
  const receipt = await client.getTransactionReceipt({ hash: tx!.hash })
  expect(await client.getBalance({ address: from })).toBe(
    before.from - eth - receipt.gasUsed * receipt.effectiveGasPrice,
  )

  // LDT (ERC-20): exact on both sides.
  const ldt = parseUnits('42.000000000000000001', 18)
  const ldtBefore = { from: await ldtOf(from), to: await ldtOf(to) }
  send = await fillSend(page, {
    fee: EVM_FEE,
    symbol: 'LDT',
    amount: '42.000000000000000001',
    to,
  })
  await send.getByRole('button', { name: 'Preview send' }).click()
  preview = latchModal(page, 'Review send')
  // Formatted: at most 4 decimals, never the 21 digits typed.
  await preview.getByText('42 LDT', { exact: true }).waitFor()
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await answerDevWallet(page, 'Approve')
  await latchModal(page, 'Account').waitFor()
  await expect.poll(() => ldtOf(to)).toBe(ldtBefore.to + ldt)
  expect(await ldtOf(from)).toBe(ldtBefore.from - ldt)
  expect(demo?.errors).toEqual([])
})

test('a send the wallet rejects says "Signature declined", and one above the balance says "Insufficient balance"', async () => {
  const client = devnetClient()
  const to = address(RECEIVER_INDEX)
  const { page } = await openAccount()
  const balanceBefore = await client.getBalance({ address: to })

  const send = await fillSend(page, {
    fee: EVM_FEE,
    symbol: 'ETH',
    amount: '0.5',
    to,
  })
  await send.getByRole('button', { name: 'Preview send' }).click()
  const preview = latchModal(page, 'Review send')
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await answerDevWallet(page, 'Reject')
  await expect
    .poll(() => preview.getByRole('alert').textContent())
    .toBe('Signature declined')
  // A state the visitor can leave: Cancel goes back to the filled-in form.
  await preview.getByRole('button', { name: 'Cancel' }).click()
  const again = latchModal(page, 'Send')
  await expect(
    again.getByRole('textbox', { name: 'Amount' }).inputValue(),
  ).resolves.toBe('0.5')
  expect(await client.getBalance({ address: to })).toBe(balanceBefore)

  // More LDT than the account holds: flagged as typed, before the wallet is asked.
  await again.getByRole('button', { name: 'Back' }).click()
  const tooMuch = await fillSend(page, {
    fee: EVM_FEE,
    symbol: 'LDT',
    amount: '1000000000',
    to,
  })
  // Flagged while typing, next to the amount; the button stays disabled.
  await tooMuch.getByText('Insufficient balance', { exact: true }).waitFor()
  await expect(
    tooMuch.getByRole('button', { name: 'Preview send' }).isDisabled(),
  ).resolves.toBe(true)
  await expect(
    tooMuch
      .getByRole('textbox', { name: 'Amount' })
      .getAttribute('aria-invalid'),
  ).resolves.toBe('true')
  await expect(
    page
      .getByRole('dialog', { name: 'Latch Dev Wallet' })
      .filter({ has: page.getByRole('button', { name: 'Approve' }) })
      .count(),
  ).resolves.toBe(0)
  expect(demo?.errors).toEqual([])
})

test("Receive's QR code decodes to the connected address", async () => {
  const { page, account } = await openAccount()
  await account
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Receive' })
    .click()
  const receive = latchModal(page, 'Receive')
  const from = address(SENDER_INDEX)
  const qr = receive.getByRole('img', {
    name: `QR code of your address ${from}`,
  })
  await receive.getByText(from, { exact: true }).waitFor()
  // What the screen shows (a screenshot of the code), as RGBA pixels: the
  // PNG is decoded by the browser's own image decoder.
  const shot = (await qr.screenshot()).toString('base64')
  const image = await page.evaluate(async (base64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${base64}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(img, 0, 0)
    const { data, width, height } = context.getImageData(
      0,
      0,
      canvas.width,
      canvas.height,
    )
    return { data: Array.from(data), width, height }
  }, shot)
  const decoded = jsQR(
    Uint8ClampedArray.from(image.data),
    image.width,
    image.height,
  )
  expect(decoded?.data).toBe(from)
  await receive
    .getByRole('region', { name: 'Networks you can receive on' })
    .getByText('Latch Devnet', { exact: true })
    .waitFor()
  expect(demo?.errors).toEqual([])
})

test('over WalletConnect, apps/wallet approves an LDT send; both sides checked on the chain', async () => {
  const client = devnetClient()
  const WC_SENDER = 4
  const from = address(WC_SENDER)
  const to = address(RECEIVER_INDEX)
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page, context } = demo
  await allowClipboard(demo, inject('demoUrl'))
  // The wallet picks its account before it pairs.
  const wallet = await openWallet(context, inject('walletUrl'))
  await wallet.page
    .getByRole('combobox', { name: 'Account' })
    .selectOption(String(WC_SENDER))
  await page.bringToFront()
  await openWalletConnectView(page)
  await approvePairing(wallet.page, await copyPairingUri(page))
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(from)

  await page.bringToFront()
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').waitFor()
  const ldtOf = (owner: Address) =>
    client.readContract({
      address: DEMO_TOKEN_ADDRESS,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const before = { from: await ldtOf(from), to: await ldtOf(to) }
  const send = await fillSend(page, {
    fee: EVM_FEE,
    symbol: 'LDT',
    amount: '3.5',
    to,
  })
  await send.getByRole('button', { name: 'Preview send' }).click()
  const preview = latchModal(page, 'Review send')
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await answerWallet(wallet.page, 'Send transaction', 'Approve')
  await page.bringToFront()
  await latchModal(page, 'Account').waitFor()
  const amount = parseUnits('3.5', 18)
  await expect.poll(() => ldtOf(to)).toBe(before.to + amount)
  expect(await ldtOf(from)).toBe(before.from - amount)
  expect(demo.errors).toEqual([])
  expect(wallet.errors).toEqual([])
})

test('no axe violations in Send (with an error), Review send and Receive, dark and light', async () => {
  const { page } = await openAccount()
  for (const theme of ['dark', 'light']) {
    if (theme === 'light') {
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Use light theme' }).click()
      await page
        .getByRole('button', { name: 'Open modal', exact: true })
        .click()
      await latchModal(page, 'Account').waitFor()
    }
    const send = await fillSend(page, {
      fee: EVM_FEE,
      symbol: 'ETH',
      amount: '0.1',
      to: '0x12',
    })
    await send
      .getByText('Enter an address (0x…) or a name', { exact: true })
      .waitFor()
    expect(await axeAfterAnimation(page)).toEqual([])
    await send
      .getByRole('textbox', { name: 'To' })
      .fill(address(RECEIVER_INDEX))
    await send.getByRole('button', { name: 'Preview send' }).click()
    const preview = latchModal(page, 'Review send')
    await preview.getByText(/ETH/, { exact: false }).first().waitFor()
    expect(await axeAfterAnimation(page)).toEqual([])
    await preview.getByRole('button', { name: 'Cancel' }).click()
    await latchModal(page, 'Send').getByRole('button', { name: 'Back' }).click()
    await latchModal(page, 'Account')
      .getByRole('group', { name: 'Account actions' })
      .getByRole('button', { name: 'Receive' })
      .click()
    await latchModal(page, 'Receive').getByRole('img').waitFor()
    expect(await axeAfterAnimation(page)).toEqual([])
    await latchModal(page, 'Receive')
      .getByRole('button', { name: 'Back' })
      .click()
    await latchModal(page, 'Account').waitFor()
  }
  expect(demo?.errors).toEqual([])
})

/** axe after the view's animation finished. */
async function axeAfterAnimation(page: DemoPage['page']): Promise<string[]> {
  await page.waitForTimeout(300)
  return axeViolations(page)
}
