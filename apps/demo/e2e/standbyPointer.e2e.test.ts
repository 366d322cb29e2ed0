// Issue 21, click → content painted: the overlay that the click on
// "Connect Wallet" shows (the Connect view kept ready, hidden) lets the
// resting pointer through until that frame is painted, so the browser does
// not move the pointer from the page's button onto the overlay (pointer and
// mouse out/over events, and React handling them) at the start of the very
// frame that shows the view. From the next frame the overlay takes the
// pointer: the out/over events follow, and a click on it closes the modal.
import { VIEW_ANIMATION_MS } from '@latch/common'
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

test('the kept-ready view holds its entrance animations paused at their start; the click sets them running, so the open still fades and slides in', async () => {
  demo = await openDemo(inject('demoUrl'))
  const { page } = demo
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await connect.waitFor()
  await page
    .locator('[data-latch] .l-standby')
    .filter({ hasText: 'Connect Wallet' })
    .waitFor({ state: 'attached' })
  type Seen = { name: string; state: string; time: number | null }
  type Page = { __read?: () => Seen[]; __seen?: Seen[] }
  // In the page: the overlay's animations (its own and its subtree's), now
  // and in the first animation frame after the click.
  await page.evaluate(() => {
    const read = () =>
      (
        document
          .querySelector('[data-latch] .l-overlay')
          ?.getAnimations({ subtree: true }) ?? []
      ).map((a) => ({
        name: (a as CSSAnimation).animationName,
        state: a.playState,
        time: a.currentTime === null ? null : Number(a.currentTime),
      }))
    const page = globalThis as Page
    page.__read = read
    addEventListener(
      'click',
      () =>
        requestAnimationFrame(() => {
          page.__seen = read()
        }),
      { capture: true, once: true },
    )
  })
  // Hidden: the overlay's dim, the dialog's and the view's entrance exist,
  // paused at their first keyframe (after the idle rehearsal too).
  await page.waitForTimeout(500)
  const before = await page.evaluate(() => (globalThis as Page).__read?.())
  expect(before?.map((a) => a.name).sort()).toEqual(['l-dim', 'l-in', 'l-in'])
  for (const a of before ?? []) expect([a.state, a.time]).toEqual(['paused', 0])
  await connect.click()
  await latchModal(page, 'Connect Wallet').waitFor()
  // The click's first frame: the same animations, running from their start.
  const seen = await page.evaluate(() => (globalThis as Page).__seen)
  expect(seen?.map((a) => a.name).sort()).toEqual(['l-dim', 'l-in', 'l-in'])
  for (const a of seen ?? []) {
    expect(a.state).toBe('running')
    expect(a.time ?? 0).toBeLessThan(VIEW_ANIMATION_MS.enter)
  }
  // And they end: the dialog rests fully opaque.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          getComputedStyle(
            document.querySelector('[data-latch] [role=dialog]') as Element,
          ).opacity,
      ),
    )
    .toBe('1')
})
