// Issue #24 item 5 (SPEC §2): the modal rendered in the page flow
// (LatchInlineModal, `?inline=1`) and a view given by the caller (the
// demo's own component, opened with `open({ view, title })`), in Chromium,
// axe-clean.
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { answerDevWallet, latchModal, waitForValue } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('inline modal: Connect in the page, connect, a later view closes back to Account', async () => {
  demo = await openDemo(inject('demoUrl'), { query: 'inline=1' })
  const { page } = demo
  const inline = (name: string) =>
    page.getByRole('region', { name, exact: true })
  await inline('Connect Wallet').waitFor()
  // In the page flow: no dialog, no overlay, the page scrolls.
  expect(await page.getByRole('dialog').count()).toBe(0)
  expect(
    await inline('Connect Wallet').evaluate(
      (element) =>
        element.closest('.l-overlay') === null &&
        getComputedStyle(document.documentElement).overflow !== 'hidden',
    ),
  ).toBe(true)
  expect(await axeViolations(page)).toEqual([])

  // Close while disconnected stays on Connect.
  await inline('Connect Wallet').getByRole('button', { name: 'Close' }).click()
  await inline('Connect Wallet').waitFor()

  await inline('Connect Wallet')
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  await inline('Account').waitFor()
  expect(await axeViolations(page)).toEqual([])

  // The network button's view shows inline; Close returns to Account.
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Latch Devnet', exact: true })
    .click()
  await inline('Select network').waitFor()
  expect(await page.getByRole('dialog').count()).toBe(0)
  await inline('Select network').getByRole('button', { name: 'Close' }).click()
  await inline('Account').waitFor()
  expect(demo.errors).toEqual([])
})

test("a view given by the caller: the demo's own component in the modal", async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  await page.getByRole('button', { name: 'Open the demo’s own view' }).click()
  const modal = latchModal(page, 'About this demo')
  await modal.waitFor()
  await modal
    .getByText(
      'This view is the demo’s own component, shown inside the Latch modal.',
    )
    .waitFor()
  expect(await axeViolations(page)).toEqual([])
  await modal.getByRole('button', { name: 'Done' }).click()
  await modal.waitFor({ state: 'hidden' })
  expect(demo.errors).toEqual([])
})
