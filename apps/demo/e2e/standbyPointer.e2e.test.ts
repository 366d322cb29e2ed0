// Issue 21, click → content painted: the overlay that the click on
// "Connect Wallet" shows (the Connect view kept ready, hidden) lets the
// resting pointer through until that frame is painted, so the browser does
// not move the pointer from the page's button onto the overlay (pointer and
// mouse out/over events, and React handling them) at the start of the very
// frame that shows the view. From the next frame the overlay takes the
// pointer: the out/over events follow, and a click on it closes the modal.
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { latchModal } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

test('the click that shows the kept-ready Connect view paints it before the pointer leaves the button; then a click on the overlay closes it', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.waitFor()
  // The view kept ready between opens is built (after the idle rehearsal).
  await page
    .locator('[data-latch] [role=dialog]')
    .filter({ hasText: 'Connect Wallet' })
    .waitFor({ state: 'attached' })
  // In the page: the order of the first animation frame after the click
  // (the one that shows the dialog) and the button's pointerout.
  await connect.evaluate((button) => {
    const order: string[] = []
    ;(globalThis as { __order?: string[] }).__order = order
    button.addEventListener('pointerout', () => order.push('pointerout'), {
      once: true,
    })
    addEventListener(
      'click',
      () => requestAnimationFrame(() => order.push('first frame')),
      { capture: true, once: true },
    )
  })
  const box = await connect.boundingBox()
  if (!box) throw new Error('no Connect Wallet button box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  // The overlay takes the pointer after that frame: the out event comes.
  await expect
    .poll(() =>
      page.evaluate(() => (globalThis as { __order?: string[] }).__order),
    )
    .toEqual(['first frame', 'pointerout'])
  // A click on the overlay, outside the dialog, closes the modal.
  await page.mouse.click(5, 5)
  await modal.waitFor({ state: 'hidden' })
})
