// The Connect view as a first-time visitor meets it, without the dev wallet
// in the page: headed wallet groups, "Install" for an extension-only
// wallet, "New to wallets?", All Wallets' grid under a search box that
// stays in view, and on a 390×844 phone the wallets' universal links
// first. axe-clean in each state, dark and light.
import type { Page } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { latchModal } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = latchModal(page, 'Connect Wallet')
  await modal.getByRole('list', { name: 'Recommended' }).waitFor()
  return modal
}

async function closeModal(page: Page, title: string) {
  await page.keyboard.press('Escape')
  await latchModal(page, title).waitFor({ state: 'hidden' })
}

const themes = ['dark', 'light'] as const

test('desktop: groups, Install, New to wallets, All Wallets grid; no dev-wallet row without it', async () => {
  demo = await openDemo(inject('demoUrl'), { devWallet: false })
  const { page } = demo
  for (const theme of themes) {
    if (theme === 'light')
      await page.getByRole('button', { name: 'Use light theme' }).click()
    const connect = await openConnect(page)
    await connect.getByRole('heading', { name: 'Recommended' }).waitFor()
    // No dev wallet in the page: no row for it, no "Installed" group.
    expect(await connect.getByText('Latch Dev Wallet').count()).toBe(0)
    expect(await connect.getByRole('list', { name: 'Installed' }).count()).toBe(
      0,
    )
    expect(await axeViolations(page)).toEqual([])

    // New to wallets? → what a wallet is, and wallets to get.
    await connect.getByRole('button', { name: 'New to wallets?' }).click()
    const guide = latchModal(page, 'What is a wallet?')
    const get = guide.getByRole('list', { name: 'Get a wallet' })
    await get.getByRole('link', { name: 'Get MetaMask' }).waitFor()
    expect(
      await get
        .getByRole('link', { name: 'Get MetaMask' })
        .getAttribute('href'),
    ).toBe('https://metamask.io')
    expect(await axeViolations(page)).toEqual([])
    await guide.getByRole('button', { name: 'Back' }).click()

    // All Wallets: a grid of tiles; the search stays in view while it
    // scrolls; an extension-only wallet offers Install.
    await connect.getByRole('button', { name: 'All Wallets' }).click()
    const all = latchModal(page, 'All Wallets')
    const grid = all.getByRole('list')
    await grid.getByRole('button', { name: /MetaMask/ }).waitFor()
    const columns = await grid.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    )
    expect(columns).toBeGreaterThanOrEqual(3)
    const scrolled = await grid.evaluate((el) => {
      const scroller = el.parentElement as HTMLElement
      scroller.scrollTop = scroller.scrollHeight
      return scroller.scrollTop
    })
    expect(scrolled).toBeGreaterThan(0)
    const search = all.getByRole('searchbox', { name: 'Search wallet' })
    expect(
      await search.evaluate((el) => {
        const box = el.getBoundingClientRect()
        const root = el.getRootNode() as Document | ShadowRoot
        const hit = root.elementFromPoint(
          box.x + box.width / 2,
          box.y + box.height / 2,
        )
        return hit === el
      }),
    ).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await search.fill('Rabby')
    // The search's results (no sooner than 300 ms): Rabby alone.
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(1)
    const install = all.getByRole('link', { name: 'Rabby Wallet EVM Install' })
    await install.waitFor()
    // Chromium: the extension's entry in the Chrome Web Store (the directory
    // has one for Rabby), not its homepage.
    expect(await install.getAttribute('href')).toBe(
      'https://chromewebstore.google.com/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
    )
    expect(await install.getAttribute('target')).toBe('_blank')
    await search.fill('no such wallet')
    await all.getByText('No wallet found').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await closeModal(page, 'All Wallets')
  }
  // With the dev wallet in the page: its row, under Installed.
  await page.goto(`${inject('demoUrl')}?devwallet=1`)
  const connect = await openConnect(page)
  await connect
    .getByRole('list', { name: 'Installed' })
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .waitFor()
  expect(demo.errors).toEqual([])
})

test('390×844 phone: the wallets that open by a link lead, by their universal link', async () => {
  demo = await openDemo(inject('demoUrl'), {
    devWallet: false,
    beforeLoad: (page) => page.setViewportSize({ width: 390, height: 844 }),
  })
  const { page } = demo
  for (const theme of themes) {
    if (theme === 'light')
      await page.getByRole('button', { name: 'Use light theme' }).click()
    const connect = await openConnect(page)
    const recommended = connect.getByRole('list', { name: 'Recommended' })
    // MetaMask, Trust, Coinbase and Rainbow have phone links; no extension
    // is offered on a phone.
    expect(
      await recommended
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((li) => li.textContent?.replace(/EVM.*$/, '')),
        ),
    ).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow'])
    expect(await axeViolations(page)).toEqual([])

    await recommended.getByRole('button', { name: /MetaMask/ }).click()
    const wc = latchModal(page, 'MetaMask')
    const open = wc.getByRole('link', { name: 'Open MetaMask' })
    await open.waitFor()
    expect(await open.getAttribute('href')).toMatch(
      /^https:\/\/metamask\.app\.link\/wc\?uri=wc%3A/,
    )
    await wc.getByRole('status').getByText('Continue in MetaMask').waitFor()
    await wc.getByRole('button', { name: 'Copy link' }).waitFor()
    // The link leads; the QR code (for another device) comes after it.
    const qr = wc.getByRole('img', { name: 'QR code to connect with MetaMask' })
    const [openBox, qrBox] = await Promise.all([
      open.boundingBox(),
      qr.boundingBox(),
    ])
    expect(openBox?.y).toBeLessThan(qrBox?.y ?? 0)
    expect(await axeViolations(page)).toEqual([])
    await closeModal(page, 'MetaMask')
  }
  expect(demo.errors).toEqual([])
})
