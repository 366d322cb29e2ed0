// The connected AccountButton's identity (avatar, name or address, balance,
// network icon: real images from latch-api), the NetworkButton's icon, the
// host buttons in the light theme, and no image request before the modal
// opens; desktop and a 390×844 phone, dark and light.
import type { Locator } from 'playwright-core'
import { afterEach, expect, inject, test } from 'vitest'
import { axeViolations } from './axeViolations.js'
import { type DemoPage, openDemo } from './browser.js'
import { connectDevWallet } from './flows.js'

let demo: DemoPage | undefined
afterEach(async () => {
  await demo?.close()
  demo = undefined
})

// latch-api's image paths (wallet, asset, currency, token, avatar).
const imagePath =
  /\/(getWalletImage|public\/get(Asset|Currency|Token|Avatar)Image)\//

/** Whether `image` finished loading a real picture (not a broken one). */
const loaded = (image: Locator) =>
  image.evaluate(
    (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
  )

const background = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor)

async function waitLoaded(image: Locator) {
  await image.waitFor()
  await expect.poll(() => loaded(image), { timeout: 10_000 }).toBe(true)
}

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

for (const size of sizes)
  for (const theme of ['dark', 'light'] as const)
    test(`${size.name}, ${theme}: the account button shows avatar, address, balance and network icon; no image before the modal opens`, async () => {
      demo = await openDemo(inject('demoUrl'))
      const { page } = demo
      await page.setViewportSize(size.viewport)
      const requested: string[] = []
      page.on('request', (request) => {
        if (imagePath.test(new URL(request.url()).pathname))
          requested.push(request.url())
      })
      const nav = page.getByRole('navigation', { name: 'Wallet' })
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      if (theme === 'light') {
        await page.getByRole('button', { name: 'Use light theme' }).click()
        await page.getByRole('button', { name: 'Use dark theme' }).waitFor()
      }
      // The page idles (the modal's code is prefetched then): still no
      // image is asked for.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestIdleCallback(resolve, { timeout: 3_000 }),
          ),
      )
      await page.waitForTimeout(500)
      expect(requested).toEqual([])

      const networkButton = nav.getByRole('button', {
        name: 'Latch Devnet',
        exact: true,
      })
      // Quiet buttons take the theme's surface: light on light, dark on dark.
      expect(await background(networkButton)).toBe(
        theme === 'light' ? 'rgb(241, 243, 246)' : 'rgb(36, 39, 46)',
      )
      expect(await networkButton.getAttribute('data-theme')).toBe(theme)

      await connectDevWallet(page)
      const account = nav.getByRole('button', { name: /^0xf39F…2266/ })
      await account.waitFor()
      expect(await account.getAttribute('data-theme')).toBe(theme)
      expect(await background(account)).toBe(
        theme === 'light' ? 'rgb(241, 243, 246)' : 'rgb(36, 39, 46)',
      )
      // Avatar: latch-api's generated one (decorative), loaded. It comes
      // with the buttons' own chunk, fetched once an account connects
      // (its box reserved until then, the wallet's icon the first image).
      const avatar = account.locator('img').first()
      await expect.poll(() => avatar.getAttribute('alt')).toBe('')
      expect(await avatar.getAttribute('src')).toMatch(
        /\/public\/getAvatarImage\/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266$/,
      )
      await waitLoaded(avatar)
      // The network's icon, named by the network, loaded.
      const networkIcon = account.getByRole('img', {
        name: 'Latch Devnet',
        exact: true,
      })
      await waitLoaded(networkIcon)
      // The balance.
      await expect
        .poll(() => account.textContent(), { timeout: 15_000 })
        .toMatch(/0xf39F…2266.*\d.*ETH/)
      // Each icon is a fixed 20×20 box.
      for (const image of await account.locator('img').all()) {
        const box = await image.boundingBox()
        expect(box?.width).toBe(20)
        expect(box?.height).toBe(20)
      }
      // The NetworkButton shows its icon (decorative) once connected.
      const icon = networkButton.locator('img')
      expect(await icon.getAttribute('alt')).toBe('')
      await waitLoaded(icon)
      // The button fits a phone's width.
      const buttonBox = await account.boundingBox()
      expect(buttonBox?.width ?? 0).toBeLessThanOrEqual(size.viewport.width)
      expect(await axeViolations(page)).toEqual([])
      expect(demo.errors).toEqual([])
      expect(requested.some((url) => url.includes('getAvatarImage'))).toBe(true)
    })
