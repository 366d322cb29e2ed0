// Issue 18: an abandoned WalletConnect connect never leaves "Connecting…".
// Leaving the pairing in any way (Back then Close, Close, Escape, the
// wallet declining) ends it: the button reads "Connect Wallet" again,
// `account.status` is `disconnected`, and storage remembers no connection.
// Before, Back unmounted the QR view while the modal stayed open, so
// nothing dropped the pairing and the account stayed `connecting`.
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { answerWallet, openWallet, pasteUri } from '../../wallet/e2e/wallet.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { latchModal, waitForValue } from './flows.js'
import {
  allowClipboard,
  copyPairingUri,
  openWalletConnectView,
} from './walletConnectFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** The demo with the QR view open and its pairing under way. */
async function startPairing() {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  await allowClipboard(demo, inject('demoUrl'))
  const view = await openWalletConnectView(page)
  const uri = await copyPairingUri(page)
  await waitForValue(page, 'account.status', 'connecting')
  await page.getByRole('button', { name: 'Connecting…' }).waitFor()
  return { page, view, uri }
}

/** Nothing is left of the abandoned attempt, on screen or in storage. */
async function expectAbandoned(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await waitForValue(page, 'account.status', 'disconnected')
  expect(await page.getByRole('button', { name: 'Connecting…' }).count()).toBe(
    0,
  )
  const stored = await page.evaluate(() =>
    localStorage.getItem('latch.v1.connectionStatus'),
  )
  expect(stored).not.toBe('"connected"')
  expect(demo?.errors).toEqual([])
}

test('WalletConnect → Back → Close: the button and account.status are no longer connecting', async () => {
  const { page, view } = await startPairing()
  await view.getByRole('button', { name: 'Back' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.waitFor()
  // Back already ends the pairing: the list shows, nothing is connecting.
  await waitForValue(page, 'account.status', 'disconnected')
  await connect.getByRole('button', { name: 'Close' }).click()
  await connect.waitFor({ state: 'hidden' })
  await expectAbandoned(page)
  // A new attempt pairs afresh and shows its own QR code.
  await openWalletConnectView(page)
  await copyPairingUri(page)
  await waitForValue(page, 'account.status', 'connecting')
})

test('WalletConnect → Close from the QR view ends the pairing', async () => {
  const { page, view } = await startPairing()
  await view.getByRole('button', { name: 'Close' }).click()
  await view.waitFor({ state: 'hidden' })
  await expectAbandoned(page)
})

test('WalletConnect → Escape from the QR view ends the pairing', async () => {
  const { page, view } = await startPairing()
  await page.keyboard.press('Escape')
  await view.waitFor({ state: 'hidden' })
  await expectAbandoned(page)
})

test('WalletConnect → the wallet declines → Close: not connecting', async () => {
  const { page, view, uri } = await startPairing()
  const wallet = await openWallet(demo!.context, inject('walletUrl'))
  await pasteUri(wallet.page, uri)
  await answerWallet(wallet.page, 'Connection request', 'Reject')
  await page.bringToFront()
  await view.getByText('Connection declined').waitFor()
  await waitForValue(page, 'account.status', 'disconnected')
  await view.getByRole('button', { name: 'Close' }).click()
  await view.waitFor({ state: 'hidden' })
  await expectAbandoned(page)
  expect(await hookValue(page, 'account.isConnected').textContent()).toBe('no')
})
