// Issue 11: the reference wallet (apps/wallet) over WalletConnect with
// eip155 and solana accounts in one session (one approval), switched
// Ethereum devnet ↔ Solana Local in the modal's Networks view with each
// namespace's account shown, and a Solana message signed in the wallet
// page that verifies with ed25519; 0.25 SOL and 3 LDT (to a new receiver,
// the token amount shown in the wallet's dialog) sent from the Send view.
import { devSolanaAccounts, SOLANA_DEMO_TOKEN } from '@latch/devnet'
import { generateKeyPairSigner } from '@solana/kit'
import { afterEach, expect, inject, test } from 'vitest'
import { answerWallet, openWallet } from '../../wallet/e2e/wallet.js'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { DEV_ACCOUNT_0, latchModal, waitForValue } from './flows.js'
import { fillSend, previewAndSend } from './sendFlows.js'
import {
  DEMO_MESSAGE,
  ldtBalance,
  SOLANA_LOCAL,
  shortAddress,
  solBalance,
  verifiesEd25519,
} from './solanaFlows.js'
import {
  allowClipboard,
  approvePairing,
  copyPairingUri,
  openWalletConnectView,
} from './walletConnectFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('WalletConnect: one session with eip155 and solana → Networks switches Latch Devnet ↔ Solana Local with each account → Solana message verifies → 0.25 SOL and 3 LDT (its new token account shown in the dialog) sent through the wallet page', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page, context } = demo
  await allowClipboard(demo, inject('demoUrl'))
  const view = await openWalletConnectView(page)
  const uri = await copyPairingUri(page)

  const wallet = await openWallet(context, inject('walletUrl'))
  await approvePairing(wallet.page, uri)
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'account.address', DEV_ACCOUNT_0)
  await view.waitFor({ state: 'hidden' })

  // Account (EVM) → its network row → Select network → Solana Local: the
  // same session's Solana account, no second approval.
  await page.bringToFront()
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByText('0xf39F…2266', { exact: true }).waitFor()
  await account.getByRole('button', { name: 'Latch Devnet' }).click()
  const networks = latchModal(page, 'Select network')
  await networks.getByRole('region', { name: 'Solana' }).waitFor()
  expect(await axeViolations(page)).toEqual([])
  await networks
    .getByRole('region', { name: 'Solana' })
    .getByRole('button', { name: 'Solana Local' })
    .click()
  await waitForValue(page, 'network.caipNetworkId', SOLANA_LOCAL)
  await account.waitFor()
  const solanaAddress =
    (await hookValue(page, 'account.address').textContent()) ?? ''
  expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  expect(await hookValue(page, 'account.caipAddress').textContent()).toBe(
    `${SOLANA_LOCAL}:${solanaAddress}`,
  )
  await account
    .getByText(shortAddress(solanaAddress), { exact: true })
    .waitFor()
  await account
    .getByText(/^[\d,]+\.\d{3} SOL$/)
    .first()
    .waitFor()
  expect(await axeViolations(page)).toEqual([])

  // Back to Ethereum: the EVM account again, still one session.
  await account.getByRole('button', { name: 'Solana Local' }).click()
  await networks
    .getByRole('region', { name: 'Ethereum and EVM' })
    .getByRole('button', { name: 'Latch Devnet', exact: true })
    .click()
  await waitForValue(page, 'network.chainId', '31337')
  await waitForValue(page, 'account.address', DEV_ACCOUNT_0)
  await account.getByText('0xf39F…2266', { exact: true }).waitFor()

  // …and to Solana again to sign there: approved in the wallet page.
  await account.getByRole('button', { name: 'Latch Devnet' }).click()
  await networks.getByRole('button', { name: 'Solana Local' }).click()
  await waitForValue(page, 'account.address', solanaAddress)
  await page.getByRole('button', { name: 'Close' }).click()
  await account.waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerWallet(wallet.page, 'Sign message', 'Approve')
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect
    .poll(() => result.textContent())
    .toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  expect(
    verifiesEd25519(
      DEMO_MESSAGE,
      (await result.textContent()) ?? '',
      solanaAddress,
    ),
  ).toBe(true)

  // Send 0.25 SOL from the session's Solana account: the wallet page
  // approves the transaction; the receiver gets exactly that on the chain.
  const receiver = devSolanaAccounts[6]?.address as string
  const before = await solBalance(receiver)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const fee = /^Network fee: [\d<]/
  await fillSend(page, { symbol: 'SOL', amount: '0.25', to: receiver, fee })
  await previewAndSend(page, '0.25 SOL')
  const prompt = wallet.page.getByRole('dialog', {
    name: /^(Send|Sign) transaction$/,
  })
  await prompt.getByRole('button', { name: 'Approve', exact: true }).click()
  await latchModal(page, 'Account').waitFor()
  await page.getByText('Transaction sent', { exact: true }).waitFor()
  await expect.poll(() => solBalance(receiver)).toBe(before + 250_000_000n)

  // Send 3 LDT (SPL) to an address with no LDT yet: the wallet page shows
  // the token amount and the receiver's new token account before approval;
  // the receiver then holds exactly 3 LDT on the chain.
  const ldtReceiver = (await generateKeyPairSigner()).address
  await fillSend(page, { symbol: 'LDT', amount: '3', to: ldtReceiver, fee })
  await previewAndSend(page, '3 LDT')
  await prompt
    .getByText(`Transfer 3 of token ${SOLANA_DEMO_TOKEN.mint}`)
    .waitFor()
  await prompt.getByText("Creates the receiver's token account").waitFor()
  await prompt.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect.poll(() => ldtBalance(ldtReceiver)).toBe(3_000_000n)
  expect(demo.errors).toEqual([])
  expect(wallet.errors).toEqual([])
})
