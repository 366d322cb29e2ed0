import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { latchModal } from './flows.js'

// The catalogue chunks of packages/react/src/messages/locales/.
const catalogueChunk = /\/(ar|de|es|fr|he|hi|ja|pt-BR|zh-CN)-[\w-]{8}\.js$/

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

/** Opens the demo and records which catalogue chunks the page fetches. */
async function open(options: { query?: string; locale?: string }) {
  demo = await openDemo(inject('demoUrl'), options)
  const fetched: string[] = []
  demo.page.on('request', (request) => {
    const name = catalogueChunk.exec(new URL(request.url()).pathname)?.[1]
    if (name) fetched.push(name)
  })
  return { page: demo.page, fetched }
}

/**
 * Left edges, in screen coordinates, of the dialog's button named
 * `button` and of its title.
 */
async function left(page: Page, button: string): Promise<[number, number]> {
  const dialog = page.getByRole('dialog')
  const x = async (box: Promise<{ x: number } | null>) =>
    (await box)?.x ?? Number.NaN
  return [
    await x(
      dialog.getByRole('button', { name: button, exact: true }).boundingBox(),
    ),
    await x(dialog.getByRole('heading').first().boundingBox()),
  ]
}

const rightToLeft = [
  {
    locale: 'ar',
    connect: 'ربط المحفظة',
    close: 'إغلاق',
    back: 'رجوع',
    allWallets: 'كل المحافظ',
  },
  {
    locale: 'he',
    connect: 'חיבור ארנק',
    close: 'סגירה',
    back: 'חזרה',
    allWallets: 'כל הארנקים',
  },
]

test.each(rightToLeft)(
  '$locale: the buttons and the modal right to left, mirrored, axe-clean, only its catalogue fetched',
  async ({ locale, connect, close, back, allWallets }) => {
    const { page, fetched } = await open({ query: `locale=${locale}` })
    const button = page.getByRole('button', { name: connect, exact: true })
    await button.waitFor()
    expect(await button.getAttribute('dir')).toBe('rtl')
    expect(await button.getAttribute('lang')).toBe(locale)

    await button.click()
    const modal = latchModal(page, connect)
    await modal.waitFor()
    const root = page.locator('[data-latch]').filter({ has: modal })
    expect(await root.getAttribute('dir')).toBe('rtl')
    expect(await root.getAttribute('lang')).toBe(locale)
    // Mirrored: Close at the inline end, which is the left of the screen.
    const [closeX, titleX] = await left(page, close)
    expect(closeX).toBeLessThan(titleX)
    await page.waitForTimeout(300) // let the open animation finish
    expect(await axeViolations(page)).toEqual([])

    // A view with Back: Back at the inline start, the right of the screen.
    await modal.getByRole('button', { name: allWallets }).click()
    await latchModal(page, allWallets).waitFor()
    const [backX, headingX] = await left(page, back)
    expect(backX).toBeGreaterThan(headingX)
    await page.waitForTimeout(300)
    expect(await axeViolations(page)).toEqual([])
    expect(fetched).toEqual([locale])
  },
)

test('de from the browser’s language: translated title, left to right, only de fetched', async () => {
  const { page, fetched } = await open({ locale: 'de-DE' })
  const button = page.getByRole('button', {
    name: 'Wallet verbinden',
    exact: true,
  })
  await button.waitFor()
  expect(await button.getAttribute('dir')).toBe('ltr')
  await button.click()
  const modal = latchModal(page, 'Wallet verbinden')
  await modal.waitFor()
  const [closeX, titleX] = await left(page, 'Schließen')
  expect(closeX).toBeGreaterThan(titleX)
  expect(fetched).toEqual(['de'])
})

test('an English page fetches no catalogue', async () => {
  const { page, fetched } = await open({ locale: 'en-US' })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await latchModal(page, 'Connect Wallet').waitFor()
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])
})
