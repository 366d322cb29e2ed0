// WalletConnect link mode (SPEC §6) between the demo and the reference
// wallet (apps/wallet), both advertising a universal link: the demo with
// `?linkMode=<the wallet's /wc link>` (its own link is its page), the
// wallet always (`/wc`). As the official SDK, the first sign-in goes over
// the relay (the wallet is not yet known to take links); from then on each
// message is a URL: the demo opens the wallet's link with the request
// (`wc_ev`) in a new tab, the wallet shows it and answers by opening the
// demo's link, and that new demo tab hands the answer to the waiting one.
// Last, the modal's wallet list takes the wallet's link from latch-api's
// directory (`link_mode`) and signs in by link too.
import type { BrowserContext, Page } from 'playwright-core'
import { recoverMessageAddress } from 'viem'
import { afterEach, expect, inject, test } from 'vitest'
import {
  answerWallet,
  openWallet,
  pasteUri,
  walletDialog,
} from '../../wallet/e2e/wallet.js'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { DEV_ACCOUNT_0, waitForValue } from './flows.js'
import { allowClipboard } from './walletConnectFlows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** Every page (or frame) the browser navigated to, in order: links carry the payload. */
function recordNavigations(context: BrowserContext) {
  const urls: string[] = []
  context.on('request', (request) => {
    // (A new tab's first request has no frame to ask about yet.)
    if (request.isNavigationRequest()) urls.push(request.url())
  })
  return urls
}

/** The next tab the browser opens, once it loaded. */
async function nextTab(context: BrowserContext, opening: Promise<unknown>) {
  const [tab] = await Promise.all([context.waitForEvent('page'), opening])
  tab.setDefaultTimeout(15_000)
  await tab.waitForLoadState()
  return tab
}

const LINK = /\?wc_ev=[\w-]+&topic=[0-9a-f]{64}$/

/** Sets the directory's Latch Wallet `link_mode` (PATCH /admin/wallets). */
async function setDirectoryLinkMode(link: string) {
  const response = await fetch(
    new URL('/admin/wallets/latch-wallet', inject('apiUrl')),
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${inject('apiAdminToken')}` },
      body: JSON.stringify({ link_mode: link }),
    },
  )
  expect(response.status).toBe(204)
}

test('link mode: a request and its answer go as URLs between the demo and apps/wallet; a later sign-in too', async () => {
  const walletUrl = inject('walletUrl')
  const demoUrl = inject('demoUrl')
  const walletLink = new URL('/wc', walletUrl).href
  // The directory's entry names this run's wallet (the bundled one, port 5174).
  await setDirectoryLinkMode(walletLink)
  demo = await openDemo(demoUrl, {
    devWallet: false,
    query: `siwx=required&linkMode=${encodeURIComponent(walletLink)}`,
  })
  const { page, context, errors } = demo
  await allowClipboard(demo, demoUrl)
  const navigations = recordNavigations(context)

  // 1. Sign-in over the relay: the pairing link, pasted into the wallet.
  const connectByLink = page.getByRole('button', {
    name: 'Connect Latch Wallet by link',
  })
  await connectByLink.click()
  const copy = page.getByRole('button', { name: 'Copy link' })
  await expect.poll(() => copy.isEnabled()).toBe(true)
  await copy.click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const wallet = await openWallet(context, walletUrl)
  await pasteUri(wallet.page, uri)
  await answerWallet(wallet.page, 'Sign-in request', 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(navigations.some((url) => url.includes('wc_ev'))).toBe(false)

  // 2. personal_sign by link: a wallet tab opens on /wc with the request.
  await page.bringToFront()
  const walletTab = await nextTab(
    context,
    page.getByRole('button', { name: 'Sign message' }).click(),
  )
  const toWallet = navigations.filter((url) => url.startsWith(walletLink))
  expect(toWallet).toHaveLength(1)
  expect(toWallet[0]).toMatch(LINK)
  // The wallet's address bar no longer carries it (a reload replays nothing).
  await expect.poll(() => walletTab.url()).toBe(new URL('/', walletUrl).href)
  // Approving answers on the demo's own link, in a new demo tab, which
  // hands the signature to the page that asked.
  const demoTab = await nextTab(
    context,
    answerWallet(walletTab, 'Sign message', 'Approve'),
  )
  const toDemo = navigations.filter((url) => url.startsWith(`${demoUrl}?wc_ev`))
  expect(toDemo).toHaveLength(1)
  expect(toDemo[0]).toMatch(LINK)
  await expect.poll(() => demoTab.url()).toBe(demoUrl)
  const result = page.getByRole('status', { name: 'Signature result' })
  await expect.poll(() => result.textContent()).toMatch(/^0x[0-9a-f]{130}$/)
  const signature = (await result.textContent()) as `0x${string}`
  expect(
    await recoverMessageAddress({
      message: 'Hello from the Latch demo',
      signature,
    }),
  ).toBe(DEV_ACCOUNT_0)
  // The first wallet tab, still open on the relay, never saw the request.
  expect(await walletDialog(wallet.page, 'Sign message').count()).toBe(0)
  await closeTabs(walletTab, demoTab)

  // 3. Disconnect, then sign in again: now by link, with no pairing link
  // to copy — the wallet tab opens with the sign-in request.
  await page.bringToFront()
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  const signInTab = await nextTab(context, connectByLink.click())
  expect(navigations.filter((url) => url.startsWith(walletLink))).toHaveLength(
    2,
  )
  // The modal waits for the wallet instead of showing a QR code.
  await page.getByText('Continue in Latch Wallet', { exact: true }).waitFor()
  expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0)
  expect(await axeViolations(page)).toEqual([])
  await answerWallet(signInTab, 'Sign-in request', 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toBe(
    DEV_ACCOUNT_0,
  )
  expect(
    navigations.filter((url) => url.startsWith(`${demoUrl}?wc_ev`)),
  ).toHaveLength(2)
  await closeTabs(signInTab)

  // 4. Sign in again from the modal's list: Latch Wallet's entry carries
  // the directory's link_mode, so choosing it opens the wallet by link.
  await page.bringToFront()
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await waitForValue(page, 'account.isConnected', 'no')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const listTab = await nextTab(
    context,
    page
      .getByRole('dialog')
      .getByRole('button', { name: /^Latch Wallet\b/ })
      .click(),
  )
  expect(navigations.filter((url) => url.startsWith(walletLink))).toHaveLength(
    3,
  )
  await page.getByText('Continue in Latch Wallet', { exact: true }).waitFor()
  await answerWallet(listTab, 'Sign-in request', 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(
    navigations.filter((url) => url.startsWith(`${demoUrl}?wc_ev`)),
  ).toHaveLength(3)
  expect(errors).toEqual([])
  expect(wallet.errors).toEqual([])
})

async function closeTabs(...tabs: Page[]) {
  for (const tab of tabs) await tab.close()
}
