// Issue 20, strict CSP: the built demo served with `default-src 'self';
// script-src 'self'; style-src 'self'` (no 'unsafe-inline', no nonce).
// The buttons and the modal are styled, the dev wallet connects and the
// Send review shows, WalletConnect's QR code shows (pairing over the
// relay), the embedded e-mail login runs through its frame —
// with no CSP violation in the page or any frame. The counter is shown to
// count: a style attribute set at the end is one violation.
import type { Locator } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest'
import {
  type StaticServer,
  serveStatic,
} from '../../../scripts/serve-static.mjs'
import { type DemoPage, openDemo } from './browser.js'
import {
  cspViolations,
  openSendReview,
  recordCspViolations,
  strictPolicy,
} from './cspFlows.js'
import { emailLogin, newEmail, secureFrame } from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'
import { openWalletConnectView } from './walletConnectFlows.js'

let server: StaticServer | undefined
let demo: DemoPage | undefined
beforeAll(async () => {
  server = await serveStatic({
    root: inject('demoDir'),
    host: '127.0.0.1',
    port: 0,
    headers: { 'content-security-policy': strictPolicy() },
  })
})
afterEach(async () => {
  await demo?.close()
  demo = undefined
})
afterAll(() => server?.close())

/** Computed style values of the element `locator` finds. */
const computed = (locator: Locator, names: string[]) =>
  locator.evaluate(
    (element, names) =>
      names.map((name) =>
        getComputedStyle(element).getPropertyValue(name).trim(),
      ),
    names,
  )

const refused = (errors: string[]) =>
  errors.filter((error) => /Content Security Policy/i.test(error))

test('the demo, buttons, modal and Send review: styled, no CSP violation', async () => {
  demo = await openDemo(server?.url ?? '', {
    beforeLoad: recordCspViolations,
  })
  const { page, errors } = demo
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.waitFor()
  // The button's constructed stylesheet applies (not the browser default).
  expect(
    await computed(connect, ['min-height', 'border-top-left-radius']),
  ).toEqual(['40px', '12px'])

  const review = await openSendReview(page)
  // The dialog card: the modal's sheet, and its reset, apply.
  expect(
    await computed(review, [
      'border-top-left-radius',
      'box-sizing',
      'overflow-y',
    ]),
  ).toEqual(['20px', 'border-box', 'auto'])
  expect(
    await computed(review.getByRole('button', { name: 'Send', exact: true }), [
      'min-height',
      'font-weight',
    ]),
  ).toEqual(['44px', '600'])

  expect(await cspViolations(page)).toEqual([])
  expect(refused(errors)).toEqual([])
  // Constructed stylesheets, not <style> elements.
  expect(await page.locator('style').count()).toBe(0)

  // The counter counts: a style attribute is refused, and seen.
  await page.evaluate(() => document.body.setAttribute('style', 'outline:0'))
  await expect.poll(() => cspViolations(page)).toHaveLength(1)
})

test('WalletConnect QR, then the embedded e-mail login through its frame: no CSP violation', async () => {
  demo = await openDemo(server?.url ?? '', {
    devWallet: false,
    beforeLoad: recordCspViolations,
  })
  const { page, errors } = demo
  // WalletConnect's QR code (pairing over the relay), then back out.
  const view = await openWalletConnectView(page)
  const qr = view.getByRole('img', { name: /^QR code to connect with/ })
  expect(await computed(qr, ['border-top-left-radius'])).toEqual(['12px'])
  await waitForValue(page, 'account.status', 'connecting')
  await view.getByRole('button', { name: 'Back' }).click()
  await latchModal(page, 'Connect Wallet')
    .getByRole('button', { name: 'Close' })
    .click()
  await waitForValue(page, 'account.status', 'disconnected')

  await emailLogin(page, newEmail('csp'))
  // Account view of the embedded wallet, styled.
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()
  expect(await computed(account, ['border-top-left-radius'])).toEqual(['20px'])
  // The frame is the service's page, and its recorder ran there too.
  await expect
    .poll(() =>
      secureFrame(page)
        .locator('html')
        .evaluate(() => '__cspViolations' in window),
    )
    .toBe(true)

  expect(await cspViolations(page)).toEqual([])
  expect(refused(errors)).toEqual([])
})
