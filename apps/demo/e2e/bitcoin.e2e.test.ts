// Issue 11's Bitcoin acceptance in Chromium: the reference wallet
// (apps/wallet) over WalletConnect with a bip122 account (Bitcoin testnet,
// BIP-84), a message signature that bip322-js (an independent BIP-322
// verifier) accepts, a PSBT the wallet signs that @scure/btc-signer
// finalizes, no Send offered (the Bitcoin adapter declares no sendToken, so
// Send could only say 'Unsupported chain') and axe-core on the Bitcoin
// account. No bitcoind here: nothing is broadcast.
import { base64 } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterEach, expect, inject, test } from 'vitest'
import { answerWallet, openWallet } from '../../wallet/e2e/wallet.js'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { latchModal, waitForValue } from './flows.js'
import { DEMO_MESSAGE, shortAddress } from './solanaFlows.js'
import {
  allowClipboard,
  approvePairing,
  copyPairingUri,
  openWalletConnectView,
} from './walletConnectFlows.js'

const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('Bitcoin over WalletConnect: sign a message bip322-js verifies, sign a PSBT btc-signer finalizes, Send is not offered', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page, context } = demo
  await allowClipboard(demo, inject('demoUrl'))
  // Bitcoin Testnet first: Connect then asks for the bip122 namespace.
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Latch Devnet', exact: true })
    .click()
  await latchModal(page, 'Select network')
    .getByRole('button', { name: 'Bitcoin Testnet' })
    .click()
  await waitForValue(page, 'network.caipNetworkId', BITCOIN_TESTNET)
  await openWalletConnectView(page)
  const uri = await copyPairingUri(page)
  const wallet = await openWallet(context, inject('walletUrl'))
  await approvePairing(wallet.page, uri)
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'network.caipNetworkId', BITCOIN_TESTNET)
  const address = (await hookValue(page, 'account.address').textContent()) ?? ''
  expect(address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/)
  await page.bringToFront()

  // BIP-322 message signature, checked by bip322-js.
  const bitcoin = page.getByRole('region', { name: 'Bitcoin' })
  await bitcoin.getByRole('button', { name: 'Sign Bitcoin message' }).click()
  await answerWallet(wallet.page, 'Sign message', 'Approve')
  const signatureOut = bitcoin.getByRole('status', {
    name: 'Bitcoin signature',
  })
  await expect
    .poll(() => signatureOut.textContent())
    .toMatch(/^[A-Za-z0-9+/]+=*$/)
  const signature = (await signatureOut.textContent()) ?? ''
  expect(Verifier.verifySignature(address, DEMO_MESSAGE, signature)).toBe(true)
  expect(Verifier.verifySignature(address, `${DEMO_MESSAGE}!`, signature)).toBe(
    false,
  )

  // The page's generic Sign message (useSignMessage) signs with the active
  // namespace's wallet too: BIP-322 on bip122.
  await page.getByRole('button', { name: 'Sign message', exact: true }).click()
  await answerWallet(wallet.page, 'Sign message', 'Approve')
  const generic = page.getByRole('status', { name: 'Signature result' })
  await expect.poll(() => generic.textContent()).toMatch(/^[A-Za-z0-9+/]+=*$/)
  expect(
    Verifier.verifySignature(
      address,
      DEMO_MESSAGE,
      (await generic.textContent()) ?? '',
    ),
  ).toBe(true)

  // PSBT: input 0 (the account's made-up output) signed by the wallet;
  // btc-signer finalizes it and the transaction pays the address 90,000 sats.
  await bitcoin.getByRole('button', { name: 'Sign PSBT' }).click()
  await answerWallet(wallet.page, 'Sign PSBT', 'Approve')
  const psbtOut = bitcoin.getByRole('status', { name: 'Signed PSBT' })
  await expect.poll(() => psbtOut.textContent()).toMatch(/^cHNidP8/)
  const tx = btc.Transaction.fromPSBT(
    base64.decode((await psbtOut.textContent()) ?? ''),
  )
  tx.finalize()
  expect(tx.isFinal).toBe(true)
  const raw = btc.Transaction.fromRaw(tx.extract())
  expect(raw.outputsLength).toBe(1)
  expect(raw.getOutput(0).amount).toBe(90_000n)
  expect(
    btc
      .Address(btc.TEST_NETWORK)
      .encode(btc.OutScript.decode(raw.getOutput(0).script as Uint8Array)),
  ).toBe(address)
  expect(raw.getInput(0).finalScriptWitness?.length).toBe(2)

  // The account: tb1q…, no balance line, no Activity; Send is not offered.
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.getByText(shortAddress(address), { exact: true }).waitFor()
  expect(await account.getByRole('tab', { name: 'Activity' }).count()).toBe(0)
  // SPEC §9: no balance on bip122 — neither an amount nor 'Loading balance…'.
  expect(await account.getByText(/ BTC$|^Loading balance/).count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  const actions = account.getByRole('group', { name: 'Account actions' })
  await actions.getByRole('button', { name: 'Receive' }).waitFor()
  expect(await actions.getByRole('button', { name: 'Send' }).count()).toBe(0)
  expect(demo.errors).toEqual([])
  expect(wallet.errors).toEqual([])
})
