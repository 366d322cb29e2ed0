// Issue 21, the modal's shell in Chromium: the page behind the open modal
// does not scroll (wheel, keys) nor move sideways (its scrollbar's width is
// kept), and scrolls again after close, with the host's inline styles
// back; the view's box animates its height (a computed transition), except
// under prefers-reduced-motion; on a phone-sized screen the dialog is a
// bottom sheet: full width, at the bottom, rounded at the top only.
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { type DemoPage, openDemo } from './browser.js'
import { latchModal } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** The demo at `viewport`, made taller than the screen (it scrolls). */
async function openTallDemo(
  viewport: { width: number; height: number },
  beforeLoad?: (page: Page) => Promise<void>,
) {
  demo = await openDemo(inject('demoUrl'), {
    beforeLoad: async (page) => {
      await page.setViewportSize(viewport)
      await beforeLoad?.(page)
    },
  })
  const { page } = demo
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.evaluate(() => {
    const spacer = document.createElement('div')
    spacer.style.setProperty('height', '4000px')
    document.body.append(spacer)
    // A host's own inline style, which the lock must give back.
    document.body.style.setProperty('overflow-y', 'auto')
    scrollTo(0, 0)
  })
  return page
}

/** The style attributes of <html> and <body>. */
const inlineStyles = (page: Page) =>
  page.evaluate(() => [
    document.documentElement.getAttribute('style'),
    document.body.getAttribute('style'),
  ])
const scrollY = (page: Page) => page.evaluate(() => scrollY)
const bodyWidth = (page: Page) =>
  page.evaluate(() => document.body.getBoundingClientRect().width)

/**
 * Wheel over the overlay, then scrolling keys in the dialog; the page's
 * scrollY after.
 */
async function tryToScroll(page: Page) {
  // The lock lands in the frame after the one that shows the modal.
  await page.waitForFunction(
    () => getComputedStyle(document.documentElement).overflowY === 'hidden',
  )
  await page.mouse.move(5, 5)
  await page.mouse.wheel(0, 1200)
  await page.getByRole('dialog').focus()
  for (const key of ['PageDown', 'End', 'ArrowDown'])
    await page.keyboard.press(key)
  // Smooth scrolling would land a few frames later.
  await page.waitForTimeout(300)
  return scrollY(page)
}

test('desktop: the page does not scroll or move under the open modal, and scrolls again after close', async () => {
  const page = await openTallDemo(DESKTOP)
  const width = await bodyWidth(page)
  const before = await inlineStyles(page)
  expect(before[1]).toBe('overflow-y: auto;')
  for (let round = 0; round < 2; round++) {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = latchModal(page, 'Connect Wallet')
    await modal.waitFor()
    expect(await tryToScroll(page)).toBe(0)
    // The page keeps its width (headless Chromium hides scrollbars, so the
    // scrollbar's room is checked in scrollLock.test.tsx).
    expect(await bodyWidth(page)).toBe(width)
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
    // The host's own inline styles are back, exactly.
    expect(await inlineStyles(page)).toEqual(before)
    expect(await bodyWidth(page)).toBe(width)
  }
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0)
})

/** The transition of the view's box (the parent of the view). */
const boxTransition = (page: Page) =>
  latchModal(page, 'Connect Wallet')
    .locator('.l-body')
    .evaluate((box) => {
      const style = getComputedStyle(box)
      return [style.transitionProperty, style.transitionDuration]
    })

test('the view box animates its height between views, not under reduced motion', async () => {
  const page = await openTallDemo(DESKTOP)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  const [property, duration] = await boxTransition(page)
  expect(property).toBe('height')
  expect(Number.parseFloat(duration ?? '0')).toBeGreaterThan(0)
  // The box follows the view it holds: another view, another height.
  const box = modal.locator('.l-body')
  const connectHeight = await box.evaluate(
    (b) => (b as HTMLElement).offsetHeight,
  )
  await modal.getByRole('button', { name: 'New to wallets?' }).click()
  const next = page.getByRole('dialog', { name: 'What is a wallet?' })
  await next.waitFor()
  await expect
    .poll(() =>
      next
        .locator('.l-body')
        .evaluate(
          (b) =>
            (b as HTMLElement).offsetHeight ===
            (b.firstElementChild as HTMLElement).offsetHeight + 12,
        ),
    )
    .toBe(true)
  expect(
    await next
      .locator('.l-body')
      .evaluate((b) => (b as HTMLElement).offsetHeight),
  ).not.toBe(connectHeight)
  await page.keyboard.press('Escape')
  await next.waitFor({ state: 'hidden' })

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal.waitFor()
  const [, reduced] = await boxTransition(page)
  expect(reduced).toBe('0s')
})

test('phone: a bottom sheet, full width, rounded at the top, and the page does not scroll', async () => {
  const page = await openTallDemo(PHONE)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.waitFor()
  // Its entrance animation (a small slide) over, it rests on the bottom.
  await page.waitForTimeout(400)
  const box = await modal.boundingBox()
  expect(box).not.toBeNull()
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height)
  expect(Math.round(box?.x ?? -1)).toBe(0)
  expect(Math.round(box?.width ?? 0)).toBe(PHONE.width)
  const radii = await modal.evaluate((dialog) => {
    const style = getComputedStyle(dialog)
    return [
      style.borderTopLeftRadius,
      style.borderTopRightRadius,
      style.borderBottomLeftRadius,
      style.borderBottomRightRadius,
    ].map((r) => Number.parseFloat(r))
  })
  expect(radii[0]).toBeGreaterThan(0)
  expect(radii[1]).toBeGreaterThan(0)
  expect(radii.slice(2)).toEqual([0, 0])
  // Taller content scrolls inside the sheet, never past the screen's top.
  expect(box?.y ?? -1).toBeGreaterThan(0)
  expect(await tryToScroll(page)).toBe(0)
})
