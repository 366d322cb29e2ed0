// Issue 8 acceptance, WalletConnect Verify end to end: the demo (Latch's
// dapp client registers an attestation of its proposal with the e2e API,
// bound to the page's real origin) pairs with apps/wallet (which checks it
// with the same API, its trusted Verify server) and the wallet shows the
// verdict before approval: VALID on an allowed origin, INVALID when the
// page claims another app's URL, and a scam warning the user must confirm.
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { type DemoPage, openDemo } from '../../demo/e2e/browser.js'
import { latchModal, waitForValue } from '../../demo/e2e/flows.js'
import { messages } from '../src/messages.js'
import { openWallet, pasteUri, walletDialog } from './wallet.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The demo build served on another port of 127.0.0.1 (an allowed origin). */
async function serveDemoElsewhere() {
  const server = await serveStatic({
    root: inject('demoDir'),
    host: '127.0.0.1',
    port: 0,
  })
  cleanups.push(() => server.close())
  return server.url
}

/** Calls the API's admin endpoints with the token from the setup. */
async function admin(method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, inject('apiUrl')), {
    method,
    headers: {
      authorization: `Bearer ${inject('apiAdminToken')}`,
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
}

/**
 * Opens the demo at `demoUrl`, starts a WalletConnect pairing from its
 * modal, pastes the link into the wallet and returns the wallet's
 * "Connection request" dialog. `claimUrl` rewrites the demo's bundle so
 * its WalletConnect metadata claims that URL instead of its own origin.
 */
async function propose(demoUrl: string, claimUrl?: string) {
  const demo: DemoPage = await openDemo(demoUrl, { devWallet: false })
  const { page, context } = demo
  cleanups.push(async () => {
    // Rewrites still in flight when the test ends are dropped, not failed.
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await demo.close()
  })
  let rewritten = 0
  if (claimUrl)
    await context.route(
      `${new URL(demoUrl).origin}/assets/*.js`,
      async (route) => {
        const response = await route.fetch()
        const code = await response.text()
        const claimed = code.replaceAll(
          'url:location.origin',
          `url:${JSON.stringify(claimUrl)}`,
        )
        if (claimed !== code) rewritten++
        await route.fulfill({ response, body: claimed })
      },
    )
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(demoUrl).origin,
  })
  // ?dev=1: the demo's developer panel (hook values) open.
  // Each script passes through the rewrite above (fetched, read, fulfilled):
  // the load may take longer than one step's 10 s on a loaded machine.
  await page.goto(new URL('?dev=1', demoUrl).href, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('button', { name: 'WalletConnect' })
    .click()
  const copy = latchModal(page, 'WalletConnect').getByRole('button', {
    name: 'Copy link',
  })
  await expect.poll(() => copy.isEnabled()).toBe(true)
  await copy.click()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  if (claimUrl) expect(rewritten, 'the metadata URL was rewritten').toBe(1)
  const wallet = await openWallet(context, inject('walletUrl'))
  await pasteUri(wallet.page, uri)
  const dialog = walletDialog(wallet.page, messages.proposalTitle)
  await dialog.waitFor()
  return { demo: page, wallet: wallet.page, dialog }
}

const approveButton = (wallet: Page, title: string) =>
  walletDialog(wallet, title).getByRole('button', {
    name: messages.approve,
    exact: true,
  })

test('a proposal, then a request, from an allowed origin: VALID, shown before approval', async () => {
  const demoUrl = inject('demoUrl')
  const host = new URL(demoUrl).host
  const { demo, wallet, dialog } = await propose(demoUrl)
  await expect
    .poll(() => dialog.getByRole('status').textContent())
    .toBe(messages.verifyValid(host))
  expect(await dialog.getByRole('alert').count()).toBe(0)
  await approveButton(wallet, messages.proposalTitle).click()
  await waitForValue(demo, 'account.isConnected', 'yes')

  // A session request carries its own attestation.
  await demo.bringToFront()
  await demo.getByRole('button', { name: 'Sign message' }).click()
  const title = messages.requestTitles.personal_sign
  const request = walletDialog(wallet, title)
  await expect
    .poll(() => request.getByRole('status').textContent())
    .toBe(messages.verifyValid(host))
  await approveButton(wallet, title).click()
  await request.waitFor({ state: 'hidden' })
})

test('a page on another origin claiming the demo’s URL: INVALID, a domain-mismatch warning', async () => {
  const claimed = new URL(inject('demoUrl')).origin
  const elsewhere = await serveDemoElsewhere()
  const { dialog } = await propose(elsewhere, claimed)
  const alert = dialog.getByRole('alert')
  await expect
    .poll(() => alert.textContent())
    .toBe(
      messages.verifyInvalidTitle +
        messages.verifyInvalid(new URL(claimed).host, new URL(elsewhere).host),
    )
  expect(await dialog.getByRole('status').count()).toBe(0)
})

test('a scam-listed domain: a warning the user must confirm before Approve works', async () => {
  // The demo on http://localhost:<port> (allowed by latch-demo), with
  // `localhost` on the operator's scam list for this test only.
  await admin('POST', '/admin/verify/scam-domains', { domain: 'localhost' })
  cleanups.push(() => admin('DELETE', '/admin/verify/scam-domains/localhost'))
  const url = new URL(await serveDemoElsewhere())
  url.hostname = 'localhost'
  const { demo, wallet, dialog } = await propose(url.href)
  const alert = dialog.getByRole('alert')
  await alert.waitFor()
  expect(await alert.textContent()).toContain(messages.verifyScamTitle)
  expect(await alert.textContent()).toContain(messages.verifyScam(url.host))
  const approve = approveButton(wallet, messages.proposalTitle)
  expect(await approve.isDisabled()).toBe(true)
  const consent = dialog.getByRole('checkbox', {
    name: messages.verifyScamConfirm,
  })
  await consent.check()
  expect(await approve.isEnabled()).toBe(true)
  await approve.click()
  await waitForValue(demo, 'account.isConnected', 'yes')
})
