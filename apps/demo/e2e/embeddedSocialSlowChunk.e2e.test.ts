// Issue 21 acceptance, in Debian's Chromium with its popup blocker on: the
// social login's logic (the `loginActions` chunk Connect loads at idle)
// arrives more than Chromium's 5 s of transient user activation after the
// click on 'Continue with Google', and still the popup opens (in the click
// itself, blank) and the login completes on the real local OpenID provider
// of the global setup (oidc-provider, standing in for Google).
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, hookValue, openDemo } from './browser.js'
import { newEmail } from './embeddedFlows.js'
import { latchModal, waitForValue } from './flows.js'

/** Longer than Chromium's transient user activation (5 s). */
const CHUNK_DELAY = 6_000

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('a login chunk arriving after the click’s activation expired: the popup opened in the click, the login completes', async () => {
  demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    popupBlocking: true,
  })
  demo.page.setDefaultTimeout(30_000)
  const { page } = demo
  let clicked: () => void = () => {}
  const click = new Promise<void>((resolve) => {
    clicked = resolve
  })
  let chunkRequests = 0
  let released = false
  // The login chunk (from the idle preload or the click) answers only
  // CHUNK_DELAY after the click.
  await page.route(/\/loginActions-[^/]*\.js(\?.*)?$/, async (route) => {
    chunkRequests++
    await click
    await sleep(CHUNK_DELAY)
    released = true
    await route.continue()
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const google = latchModal(page, 'Connect Wallet')
    .getByRole('region', { name: 'Social logins' })
    .getByRole('button', { name: 'Continue with Google' })
  await google.waitFor()
  const popupOpened = page.waitForEvent('popup')
  clicked()
  await google.click()
  const popup = await popupOpened
  // Opened while the chunk was still held back: in the click itself.
  expect(released).toBe(false)
  expect(chunkRequests).toBeGreaterThan(0)
  await latchModal(page, 'Log in with Google')
    .getByText('Continue in the Google window that opened')
    .waitFor()
  expect(released).toBe(true)
  await popup
    .getByRole('heading', { name: 'Dev login provider' })
    .waitFor({ timeout: 30_000 })
  expect(new URL(popup.url()).origin).toBe(new URL(inject('oidcIssuer')).origin)
  await popup.getByRole('textbox', { name: 'E-mail' }).fill(newEmail('slow'))
  // The service's callback page closes the popup once it posted the result.
  const closed = popup.waitForEvent('close', { timeout: 30_000 })
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await closed
  await waitForValue(page, 'account.isConnected', 'yes')
  expect(await hookValue(page, 'account.address').textContent()).toMatch(
    /^0x[0-9a-fA-F]{40}$/,
  )
  expect(demo.errors).toEqual([])
})
