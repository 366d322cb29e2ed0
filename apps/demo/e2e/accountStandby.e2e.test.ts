// Issue 21, Account at 4× CPU: once connected, the Account view is kept
// ready between opens (built, laid out, invisible), as Connect is while
// disconnected, so the click on the account button only shows it. While it
// waits it is hidden from assistive technology and from the keyboard, it
// has not loaded the token balances (its loads start once it shows), and
// the page stays axe-clean; the click's first frame paints the whole view.
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { connectDevWallet, latchModal } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** Whether a request is for the account's token balances (latch-api). */
const isBalanceRequest = (url: string) =>
  /\/v1\/account\/[^/]+\/balance/.test(new URL(url).pathname)

test('connected, the kept-ready Account view is hidden from screen readers and the keyboard, loads nothing, and the click shows it whole in its first frame', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  const balanceRequests: string[] = []
  page.on('request', (request) => {
    if (isBalanceRequest(request.url())) balanceRequests.push(request.url())
  })
  await connectDevWallet(page)
  await latchModal(page, 'Connect Wallet').waitFor({ state: 'hidden' })
  const standby = page.locator('[data-latch] .l-standby[data-standby=Account]')
  // Built after the close: the Account view with its tabs, invisible.
  await standby.getByRole('tablist', { includeHidden: true }).waitFor({
    state: 'attached',
  })
  await expect.poll(() => standby.isVisible()).toBe(false)
  expect(await standby.getAttribute('aria-hidden')).toBe('true')
  // Screen readers: no dialog, none of its buttons or tabs.
  const modalRoot = page.locator('[data-latch]').filter({ has: standby })
  expect(await page.getByRole('dialog').count()).toBe(0)
  expect(await page.getByRole('tab', { name: 'Tokens' }).count()).toBe(0)
  expect(await modalRoot.getByRole('button').count()).toBe(0)
  // Keyboard: Tab walks the whole page and never lands inside it.
  const inStandby: boolean[] = []
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    inStandby.push(
      await page.evaluate(
        () => !!document.activeElement?.closest('[data-latch] .l-overlay'),
      ),
    )
  }
  expect(inStandby).not.toContain(true)
  expect(await axeViolations(page)).toEqual([])
  // Its loads wait for the view to show: no token balances requested yet.
  await page.waitForTimeout(500)
  expect(balanceRequests).toEqual([])

  // The click's first frame: the dialog and the view's content visible.
  await page.evaluate(() => {
    const seen = (selector: string) =>
      !!document
        .querySelector(`[data-latch] [role=dialog] ${selector}`)
        ?.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          ;(globalThis as { __first?: object }).__first = {
            tabs: seen('[role=tablist]'),
            actions: seen('fieldset'),
            disconnect: seen('.l-stack > button:last-child'),
          }
        }),
      { capture: true, once: true },
    )
  })
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  const account = latchModal(page, 'Account')
  await account.waitFor()
  expect(
    await page.evaluate(() => (globalThis as { __first?: object }).__first),
  ).toEqual({ tabs: true, actions: true, disconnect: true })
  // Shown, it is the modal: focus moves into it, its loads start.
  await expect
    .poll(() =>
      page.evaluate(
        () => !!document.activeElement?.closest('[data-latch] [role=dialog]'),
      ),
    )
    .toBe(true)
  await account.getByRole('tab', { name: 'Tokens', selected: true }).waitFor()
  await account.getByRole('listitem').filter({ hasText: 'Ether' }).waitFor()
  await expect.poll(() => balanceRequests.length).toBeGreaterThan(0)
  expect(await axeViolations(page)).toEqual([])

  // Closed again, it is kept ready (hidden) for the next open.
  await page.keyboard.press('Escape')
  await account.waitFor({ state: 'hidden' })
  await standby.getByRole('tablist', { includeHidden: true }).waitFor({
    state: 'attached',
  })
  expect(await page.getByRole('dialog').count()).toBe(0)
  await page.getByRole('button', { name: 'Open modal', exact: true }).click()
  await account.getByRole('tab', { name: 'Tokens', selected: true }).waitFor()
  expect(demo.errors).toEqual([])
})
