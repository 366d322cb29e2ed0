// The WalletConnect steps several browser tests share: the demo's modal
// gives the pairing link through "Copy link" (read back from the clipboard,
// as a person on a desktop would paste it), and the reference wallet
// (apps/wallet) pairs with it.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { answerWallet, pasteUri } from '../../wallet/e2e/wallet.js'
import type { DemoPage } from './browser.js'
import { latchModal } from './flows.js'

/** Lets the demo page read and write the clipboard. */
export async function allowClipboard(demo: DemoPage, demoUrl: string) {
  await demo.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(demoUrl).origin,
  })
}

/** Connect Wallet → WalletConnect; returns the modal's view. */
export async function openWalletConnectView(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('button', { name: 'WalletConnect' })
    .click()
  return latchModal(page, 'WalletConnect')
}

/** Copies the pairing link the open WalletConnect view shows. */
export async function copyPairingUri(page: Page): Promise<string> {
  const copy = latchModal(page, 'WalletConnect').getByRole('button', {
    name: 'Copy link',
  })
  await expect.poll(() => copy.isEnabled()).toBe(true)
  await copy.click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** Pastes `uri` into the wallet page and approves the connection request. */
export async function approvePairing(walletPage: Page, uri: string) {
  await pasteUri(walletPage, uri)
  await answerWallet(walletPage, 'Connection request', 'Approve')
}

/**
 * Checks that the demo shows the connected WalletConnect wallet as the
 * reference wallet names itself (apps/wallet's session metadata: 'Latch
 * Wallet' and its icon.svg), in the account button and in the Account view,
 * rather than a grey "W" named WalletConnect. Leaves the modal closed.
 */
export async function expectPeerWallet(page: Page, walletUrl: string) {
  const icon = new URL('/icon.svg', walletUrl).href
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  const inButton = nav.getByRole('img', { name: 'Latch Wallet', exact: true })
  // The icon's request waits for its view to paint (WalletIcon): poll.
  await expect.poll(() => inButton.getAttribute('src')).toBe(icon)
  await nav.getByRole('button', { name: /^0x/ }).click()
  const account = latchModal(page, 'Account')
  const inView = account.getByRole('img', { name: 'Latch Wallet', exact: true })
  await expect.poll(() => inView.getAttribute('src')).toBe(icon)
  expect(await page.getByRole('img', { name: 'WalletConnect' }).count()).toBe(0)
  await account.getByRole('button', { name: 'Close' }).click()
  await account.waitFor({ state: 'hidden' })
}
