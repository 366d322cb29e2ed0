// Issue 11's Solana acceptance in Chromium: the Latch Dev Wallet's Solana
// side (Wallet Standard) connected and approved in its panel, a message
// signed and verified with ed25519, SOL and the SPL demo token (LDT) sent
// from the Send view with both sides checked on the local chain (LiteSVM
// behind the Solana JSON-RPC, read with @solana/kit), and axe-core on the
// Solana views.
import { formatBalance, formatUnits } from '@latch/common'
import { devSolanaAccounts, SOLANA_DEMO_TOKEN } from '@latch/devnet'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import {
  answerDevWallet,
  DEV_ACCOUNT_0,
  latchModal,
  waitForValue,
} from './flows.js'
import { fillSend } from './sendFlows.js'
import {
  connectSolanaSide,
  DEMO_MESSAGE,
  latestFee,
  ldtBalance,
  shortAddress,
  solBalance,
  verifiesEd25519,
} from './solanaFlows.js'

/** Dev accounts only these tests use: the signer, the sender, the receiver. */
const SIGNER_INDEX = 2
const SENDER_INDEX = 4
const RECEIVER_INDEX = 7
const solanaAccount = (index: number) =>
  devSolanaAccounts[index]?.address as string

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/**
 * Opens the demo with the dev wallet on Solana account `index`, makes
 * Solana Local the active network, connects the dev wallet's Solana side
 * and approves in its panel.
 */
async function connectSolanaDevWallet(index: number) {
  demo = await openDemo(inject('demoUrl'), {
    query: `solanaAccount=${index}`,
  })
  await connectSolanaSide(demo.page, solanaAccount(index))
  return demo.page
}

test('Solana dev wallet: connect (Wallet Standard) → sign a message that verifies with ed25519 → Account, Receive and Networks pass axe → Latch Devnet leads to Connect for the EVM side, then both accounts by network', async () => {
  const page = await connectSolanaDevWallet(SIGNER_INDEX)
  const signer = solanaAccount(SIGNER_INDEX)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerDevWallet(page, 'Approve')
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect
    .poll(() => result.textContent())
    .toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = (await result.textContent()) ?? ''
  expect(verifiesEd25519(DEMO_MESSAGE, signature, signer)).toBe(true)
  expect(verifiesEd25519(`${DEMO_MESSAGE}!`, signature, signer)).toBe(false)
  // The demo checks it too, with its lazily loaded verifier.
  await expect
    .poll(() =>
      page.getByRole('status', { name: 'Signature check' }).textContent(),
    )
    .toBe('Verified with ed25519')

  // Declining in the wallet: 4001 and the modal's toast.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerDevWallet(page, 'Reject')
  await expect.poll(() => result.textContent()).toMatch(/^Error 4001: /)
  await page.getByText('Signature declined', { exact: true }).waitFor()

  // Account: the Solana address (4…4), SOL balance floored to 3 decimals,
  // an Activity tab (history from the chain's RPC), no name (eip155 only).
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByText(shortAddress(signer), { exact: true }).waitFor()
  await account
    .getByText(/^[\d,]+\.\d{3} SOL$/)
    .first()
    .waitFor()
  await account.getByRole('tab', { name: 'Tokens' }).waitFor()
  await account.getByRole('tab', { name: 'Activity' }).waitFor()
  expect(await axeViolations(page)).toEqual([])

  // Receive: the whole Solana address and the Solana networks only.
  await account
    .getByRole('group', { name: 'Account actions' })
    .getByRole('button', { name: 'Receive' })
    .click()
  const receive = latchModal(page, 'Receive')
  await receive.getByText(signer, { exact: true }).waitFor()
  const receiveOn = receive.getByRole('region', {
    name: 'Networks you can receive on',
  })
  expect(await receiveOn.getByRole('listitem').allTextContents()).toEqual([
    expect.stringContaining('Solana Local'),
  ])
  expect(await axeViolations(page)).toEqual([])
  await receive.getByRole('button', { name: 'Back' }).click()
  await account.waitFor()

  // Networks: grouped by namespace, Solana Local current.
  await account.getByRole('button', { name: 'Solana Local' }).click()
  const networks = latchModal(page, 'Select network')
  const solanaGroup = networks.getByRole('region', { name: 'Solana' })
  await solanaGroup.waitFor()
  await networks.getByRole('region', { name: 'Ethereum and EVM' }).waitFor()
  await networks.getByRole('region', { name: 'Bitcoin' }).waitFor()
  expect(
    await solanaGroup
      .getByRole('button', { name: 'Solana Local' })
      .getAttribute('aria-current'),
  ).toBe('true')
  expect(await axeViolations(page)).toEqual([])

  // Latch Devnet: no EVM wallet yet, so Connect, offering the EVM side of
  // the dev wallet; once connected, Account shows the EVM account, and
  // Solana Local the Solana one again (two wallets, one per namespace).
  await networks
    .getByRole('region', { name: 'Ethereum and EVM' })
    .getByRole('button', { name: 'Latch Devnet', exact: true })
    .click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.address', DEV_ACCOUNT_0)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await account.getByText('0xf39F…2266', { exact: true }).waitFor()
  await account.getByRole('tab', { name: 'Activity' }).waitFor()
  await account.getByRole('button', { name: 'Latch Devnet' }).click()
  await networks.getByRole('button', { name: 'Solana Local' }).click()
  await waitForValue(page, 'account.address', signer)
  await account.getByText(shortAddress(signer), { exact: true }).waitFor()
  expect(demo?.errors).toEqual([])
})

/** Account → Send shows a fee (or '<0.000001') before it can be previewed. */
const SOLANA_FEE = /^Network fee: [\d<]/

/** Preview → Send → the dev wallet approves → back on Account. */
async function confirmSend(page: DemoPage['page'], summary: string) {
  const preview = latchModal(page, 'Review send')
  await preview.getByText(summary, { exact: true }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  await answerDevWallet(page, 'Approve')
  await latchModal(page, 'Account').waitFor()
  await page.getByText('Transaction sent', { exact: true }).waitFor()
}

test('Solana Send: SOL and LDT to another dev account from the Send view; both sides checked on the local chain', async () => {
  const page = await connectSolanaDevWallet(SENDER_INDEX)
  const from = solanaAccount(SENDER_INDEX)
  const to = solanaAccount(RECEIVER_INDEX)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await latchModal(page, 'Account').waitFor()

  // A receiver that is not a Solana address is refused before the preview.
  let send = await fillSend(page, {
    fee: SOLANA_FEE,
    symbol: 'SOL',
    amount: '1.5',
    to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  })
  await send
    .getByText('Enter a Solana address (32 to 44 base58 characters)')
    .first()
    .waitFor()
  expect(await axeViolations(page)).toEqual([])
  await send.getByRole('button', { name: 'Back' }).click()

  // SOL: the receiver gets exactly 1.5 SOL; the sender pays it and the fee.
  const sol = 1_500_000_000n
  const before = { from: await solBalance(from), to: await solBalance(to) }
  send = await fillSend(page, {
    fee: SOLANA_FEE,
    symbol: 'SOL',
    amount: '1.5',
    to,
  })
  await send.getByRole('button', { name: 'Preview send' }).click()
  await confirmSend(page, '1.5 SOL')
  await expect.poll(() => solBalance(to)).toBe(before.to + sol)
  const fee = await latestFee(from)
  expect(fee).toBeGreaterThan(0n)
  expect(await solBalance(from)).toBe(before.from - sol - fee)
  // Account's balance follows the chain, floored to 3 decimals (SPEC §5):
  // e.g. 998.499995 SOL reads 998.499, never a rounded 998.500.
  const shown = `${formatBalance(formatUnits(await solBalance(from), 9))} SOL`
  await latchModal(page, 'Account')
    .getByText(shown, { exact: true })
    .first()
    .waitFor()

  // LDT (SPL, 6 decimals): 25 LDT from one token account to the other.
  const ldt = 25n * 10n ** BigInt(SOLANA_DEMO_TOKEN.decimals)
  const ldtBefore = { from: await ldtBalance(from), to: await ldtBalance(to) }
  send = await fillSend(page, {
    fee: SOLANA_FEE,
    symbol: 'LDT',
    amount: '25',
    to,
  })
  await send.getByRole('button', { name: 'Preview send' }).click()
  await confirmSend(page, '25 LDT')
  await expect.poll(() => ldtBalance(to)).toBe(ldtBefore.to + ldt)
  expect(await ldtBalance(from)).toBe(ldtBefore.from - ldt)
  expect(await hookValue(page, 'account.address').textContent()).toBe(from)
  expect(demo?.errors).toEqual([])
})
