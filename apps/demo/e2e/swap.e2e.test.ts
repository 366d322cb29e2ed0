// Issue #23 in Chromium with the Latch Dev Wallet on the devnet and its
// Uniswap pools: Account → Swap ETH → LDT, the LDT balance on the chain
// rises by at least the minimum the preview showed, and the Account view's
// Tokens and Activity follow; LDT → ETH through the approve step (the
// approve mined, then the swap; the ETH received checked on the chain); a
// swap the pools move away from while the wallet asks reverts on the
// chain, the user is told and nothing but the fee leaves the account.
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
  dexContracts,
  uniswapV2Abi,
  uniswapV3Abi,
  waitForReceipt,
} from '@latch/devnet/node'
import type { Page } from 'playwright-core'
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  isAddressEqual,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { devnetClient } from './devnetClient.js'
import { answerDevWallet, connectDevWallet, latchModal } from './flows.js'

/** No other browser test uses this dev account. */
const SWAPPER_INDEX = 8
/** The dev account that moves the pools under a waiting swap (Node). */
const MOVER_INDEX = 9
const owner = devAccounts[SWAPPER_INDEX]?.address as Address

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** '1,234.5678 LDT' → base units (the display is cut, never rounded up). */
const units = (text: string) =>
  parseUnits(text.replace(/,/g, '').split(' ')[0] ?? '', 18)

const ldtOf = (address: Address) =>
  devnetClient().readContract({
    address: DEMO_TOKEN_ADDRESS,
    abi: demoTokenAbi,
    functionName: 'balanceOf',
    args: [address],
  })

/** The swapper's transactions mined after `block`, with their receipts. */
async function sentSince(block: bigint) {
  const client = devnetClient()
  const latest = await client.getBlockNumber()
  const sent = []
  for (let n = block + 1n; n <= latest; n++) {
    const { transactions } = await client.getBlock({
      blockNumber: n,
      includeTransactions: true,
    })
    for (const tx of transactions)
      if (isAddressEqual(tx.from, owner))
        sent.push({
          tx,
          receipt: await client.getTransactionReceipt({ hash: tx.hash }),
        })
  }
  return sent
}

/** What a mined transaction cost its sender in ETH. */
const feeOf = (receipt: { gasUsed: bigint; effectiveGasPrice: bigint }) =>
  receipt.gasUsed * receipt.effectiveGasPrice

/** The demo connected as the swapper, on Account → Swap. */
async function openSwap(): Promise<Page> {
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
    SWAPPER_INDEX,
  )
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account')
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Swap', exact: true })
    .click()
  const swap = latchModal(page, 'Swap')
  await swap
    .getByRole('button', { name: 'You pay: Choose a token: ETH' })
    .waitFor()
  await swap
    .getByRole('button', { name: 'You receive: Choose a token: LDT' })
    .waitFor()
  return page
}

/** Types `amount`, waits for the quote, Review swap; the preview's minimum. */
async function review(page: Page, amount: string, symbol: 'ETH' | 'LDT') {
  const swap = latchModal(page, 'Swap')
  await swap.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await expect
    .poll(
      () => swap.getByRole('status', { name: 'You receive' }).textContent(),
      {
        timeout: 15_000,
      },
    )
    .toMatch(new RegExp(` ${symbol}$`))
  const button = swap.getByRole('button', { name: 'Review swap' })
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
  const preview = latchModal(page, 'Review swap')
  const minimumText = await preview
    .getByText('Minimum received', { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .textContent()
  const minimum = units(minimumText ?? '')
  expect(minimum).toBeGreaterThan(0n)
  return { preview, minimum }
}

test('swaps ETH → LDT from the Account view: at least the shown minimum arrives on the chain; Tokens and Activity refresh', async () => {
  const page = await openSwap()
  const swap = latchModal(page, 'Swap')
  await swap.getByRole('textbox', { name: 'Amount' }).fill('0.25')
  await expect
    .poll(
      () => swap.getByRole('status', { name: 'You receive' }).textContent(),
      {
        timeout: 15_000,
      },
    )
    .toMatch(/ LDT$/)
  expect(await axeViolations(page)).toEqual([])
  const { preview, minimum } = await review(page, '0.25', 'LDT')
  await preview.getByText('0.25 ETH', { exact: true }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  const before = await ldtOf(owner)
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  await answerDevWallet(page, 'Approve')

  const account = latchModal(page, 'Account')
  await account.waitFor()
  const toast = page.getByText(/^Swapped 0\.25 ETH for [\d,.]+ LDT$/)
  await toast.waitFor()
  // The toast links to the swap's transaction.
  const href =
    (await page
      .getByRole('link', { name: /^View on / })
      .first()
      .getAttribute('href')) ?? ''
  const hash = href.match(/0x[0-9a-fA-F]{64}/)?.[0]
  expect(hash).toBeTruthy()
  const after = await ldtOf(owner)
  expect(after - before).toBeGreaterThanOrEqual(minimum)

  // Tokens: the new LDT balance (lists floor to 3 decimals).
  const shown = `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 3 }).format(Number(after / 10n ** 15n) / 1000)} LDT`
  await account
    .getByRole('tabpanel', { name: 'Tokens' })
    .getByText(shown, { exact: true })
    .waitFor({ timeout: 15_000 })
  // Activity: a row linking to the swap's transaction.
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect
    .poll(
      () => account.getByRole('tabpanel').locator(`a[href*="${hash}"]`).count(),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  expect(demo?.errors).toEqual([])
})

test('swaps LDT → ETH through the approve step: the approve is mined first, then the swap; at least the shown minimum of ETH arrives', async () => {
  const client = devnetClient()
  // The allowance is short for both routers: the approve step must come.
  for (const spender of [
    dexContracts.UniswapV2Router02,
    dexContracts.SwapRouter,
  ])
    expect(
      await client.readContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: demoTokenAbi,
        functionName: 'allowance',
        args: [owner, spender],
      }),
    ).toBeLessThan(parseEther('1500'))
  const page = await openSwap()
  await latchModal(page, 'Swap')
    .getByRole('button', { name: 'Switch the tokens' })
    .click()
  await latchModal(page, 'Swap')
    .getByRole('button', { name: 'You pay: Choose a token: LDT' })
    .waitFor()
  const { preview, minimum } = await review(page, '1500', 'ETH')
  await preview.getByText('1,500 LDT', { exact: true }).waitFor()
  await preview
    .getByText('First approve 1,500 LDT for the swap in your wallet', {
      exact: true,
    })
    .waitFor()
  expect(await axeViolations(page)).toEqual([])

  const block = await client.getBlockNumber()
  const ethBefore = await client.getBalance({ address: owner })
  const ldtBefore = await ldtOf(owner)
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  // The first prompt is the approve; the button says so meanwhile.
  await latchModal(page, 'Review swap')
    .getByRole('button', { name: 'Approve in your wallet…' })
    .waitFor()
  await answerDevWallet(page, 'Approve')
  await answerDevWallet(page, 'Approve')
  await page.getByText(/^Swapped 1,500 LDT for [\d,.]+ ETH$/).waitFor()

  const sent = await sentSince(block)
  expect(sent.map(({ receipt }) => receipt.status)).toEqual([
    'success',
    'success',
  ])
  const [approve, swapped] = sent as [(typeof sent)[0], (typeof sent)[0]]
  // The approve lands on the token (exactly the amount), the swap after it.
  expect(isAddressEqual(approve.tx.to as Address, DEMO_TOKEN_ADDRESS)).toBe(
    true,
  )
  expect(approve.tx.input.slice(0, 10)).toBe('0x095ea7b3')
  expect(approve.receipt.blockNumber).toBeLessThan(swapped.receipt.blockNumber)
  expect(
    [dexContracts.UniswapV2Router02, dexContracts.SwapRouter].some((router) =>
      isAddressEqual(router, swapped.tx.to as Address),
    ),
  ).toBe(true)
  expect(ldtBefore - (await ldtOf(owner))).toBe(parseEther('1500'))
  const fees = feeOf(approve.receipt) + feeOf(swapped.receipt)
  const received =
    (await client.getBalance({ address: owner })) - ethBefore + fees
  expect(received).toBeGreaterThanOrEqual(minimum)
  expect(demo?.errors).toEqual([])
})

test('a swap the pools move away from while the wallet asks reverts on the chain: the user is told, and only the fee leaves the account', async () => {
  const client = devnetClient()
  const page = await openSwap()
  const { preview } = await review(page, '0.5', 'LDT')
  await preview.getByText('0.5 ETH', { exact: true }).waitFor()
  const block = await client.getBlockNumber()
  const ethBefore = await client.getBalance({ address: owner })
  const ldtBefore = await ldtOf(owner)
  await preview.getByRole('button', { name: 'Swap', exact: true }).click()
  // The swap is built and the wallet asks: now another account buys LDT
  // on both ETH/LDT pools, well past the 1 % slippage.
  await page
    .getByRole('dialog', { name: 'Latch Dev Wallet', exact: true })
    .getByRole('button', { name: 'Approve' })
    .waitFor()
  const mover = createWalletClient({
    account: privateKeyToAccount(
      devAccounts[MOVER_INDEX]?.privateKey as `0x${string}`,
    ),
    chain: defineChain({
      id: 31337,
      name: 'Latch Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [inject('rpcUrls')[0] ?? ''] } },
    }),
    transport: http(inject('rpcUrls')[0]),
  })
  const moves: Hash[] = [
    await mover.writeContract({
      address: dexContracts.UniswapV2Router02,
      abi: uniswapV2Abi,
      functionName: 'swapExactETHForTokens',
      args: [
        0n,
        [dexContracts.WETH9, DEMO_TOKEN_ADDRESS],
        mover.account.address,
        maxUint256,
      ],
      value: parseEther('20'),
    }),
    await mover.writeContract({
      address: dexContracts.SwapRouter,
      abi: uniswapV3Abi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: dexContracts.WETH9,
          tokenOut: DEMO_TOKEN_ADDRESS,
          fee: 3000,
          recipient: mover.account.address,
          deadline: maxUint256,
          amountIn: parseEther('40'),
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
      value: parseEther('40'),
    }),
  ]
  for (const hash of moves)
    expect((await waitForReceipt(client, hash)).status).toBe('success')
  await answerDevWallet(page, 'Approve')

  const message = 'The swap reverted: the price moved beyond your slippage'
  await latchModal(page, 'Review swap')
    .getByRole('alert')
    .filter({ hasText: message })
    .waitFor()
  await page.getByText(message, { exact: true }).first().waitFor()
  expect(await axeViolations(page)).toEqual([])

  // Mined and reverted: the swapper's one transaction, its LDT untouched,
  // its ETH less exactly that transaction's fee.
  const sent = await sentSince(block)
  expect(sent.map(({ receipt }) => receipt.status)).toEqual(['reverted'])
  const [reverted] = sent as [(typeof sent)[0]]
  expect(await ldtOf(owner)).toBe(ldtBefore)
  expect(await client.getBalance({ address: owner })).toBe(
    ethBefore - feeOf(reverted.receipt),
  )
  expect(demo?.errors).toEqual([])
})
