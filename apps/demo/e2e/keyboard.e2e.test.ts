import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { latchModal } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** Whether the focused element is inside the Latch modal. */
const focusInModal = (demo: DemoPage) =>
  demo.page.evaluate(
    () => !!document.activeElement?.closest('[role=dialog][aria-modal=true]'),
  )

test('keyboard: focus moves in, stays trapped, Escape closes and returns focus', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.focus()
  await page.keyboard.press('Enter')
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  await expect.poll(() => focusInModal(demo!)).toBe(true)
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInModal(demo)).toBe(true)
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInModal(demo)).toBe(true)
  }
  await page.keyboard.press('Escape')
  await modal.waitFor({ state: 'hidden' })
  await expect
    .poll(() => connect.evaluate((el) => el === document.activeElement))
    .toBe(true)
})
