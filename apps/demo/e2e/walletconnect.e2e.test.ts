// Issue 3's browser test: the demo connects the reference wallet
// (apps/wallet) over WalletConnect through the e2e setup's relay. The test
// takes the pairing URI the way a person would on a desktop: "Copy link",
// then paste it into the wallet (clipboard permissions granted for the demo
// origin, the text read back from the clipboard).
import { recoverMessageAddress } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import {
  answerWallet,
  openWallet,
  sessionItem,
} from '../../wallet/e2e/wallet.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { DEV_ACCOUNT_0, waitForValue } from './flows.js'
import {
  allowClipboard,
  approvePairing,
  copyPairingUri,
  expectPeerWallet,
  openWalletConnectView,
} from './walletConnectFlows.js'

const DEV_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('WalletConnect: copy link → wallet approves (its name and icon shown) → sign → switch → reload → wallet disconnects', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page, context } = demo
  await allowClipboard(demo, inject('demoUrl'))
  const view = await openWalletConnectView(page)
  const uri = await copyPairingUri(page)
  await page.getByText('Link copied', { exact: true }).waitFor()

  const wallet = await openWallet(context, inject('walletUrl'))
  await approvePairing(wallet.page, uri)
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(
    DEV_ACCOUNT_0,
  )
  await view.waitFor({ state: 'hidden' })
  // The account names the wallet that approved (its session metadata).
  await expectPeerWallet(page, inject('walletUrl'))

  // Sign a message: approved in the wallet page, recovered to the account.
  await page.bringToFront()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerWallet(wallet.page, 'Sign message', 'Approve')
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect.poll(() => result.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
  const signature = (await result.textContent()) as `0x${string}`
  const message = 'Hello from the Latch demo'
  expect(await recoverMessageAddress({ message, signature })).toBe(
    DEV_ACCOUNT_0,
  )

  // Switching network and account in the wallet reaches the demo
  // (wc_sessionUpdate + chainChanged / accountsChanged).
  await wallet.page
    .getByRole('combobox', { name: 'Network' })
    .selectOption({ label: 'Latch Devnet 2' })
  await waitForValue(page, 'network.chainId', '31338')
  await wallet.page.getByRole('combobox', { name: 'Account' }).selectOption('1')
  await waitForValue(page, 'account.address', DEV_ACCOUNT_1)
  await wallet.page.getByRole('combobox', { name: 'Account' }).selectOption('0')
  await waitForValue(page, 'account.address', DEV_ACCOUNT_0)
  // …and the demo's own switch asks the wallet (wallet_switchEthereumChain).
  await page
    .getByRole('button', { name: 'Switch to Latch Devnet', exact: true })
    .click()
  await answerWallet(wallet.page, 'Switch network', 'Approve')
  await waitForValue(page, 'network.chainId', '31337')

  // A reload restores the session, and the wallet's name and icon with it.
  await page.reload()
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(
    DEV_ACCOUNT_0,
  )
  await expectPeerWallet(page, inject('walletUrl'))

  // A disconnect in the wallet shows in the demo.
  await sessionItem(wallet.page, 'Latch demo').waitFor()
  await wallet.page
    .getByRole('button', { name: 'Disconnect Latch demo' })
    .click()
  await waitForValue(page, 'account.isConnected', 'no')
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  expect(demo.errors).toEqual([])
  expect(wallet.errors).toEqual([])
})
