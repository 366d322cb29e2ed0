// Launches Debian's Chromium (never a downloaded browser) through
// playwright-core, headless, with a fresh profile that is removed on close.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * A persistent context on a fresh temporary user-data dir.
 * @param {{ args?: string[], locale?: string, popupBlocking?: boolean, phone?: { userAgent: string, viewport: { width: number, height: number } } }} [options]
 *   extra Chromium flags; the browser's language (`navigator.languages`,
 *   Accept-Language), English by default whatever the machine's, as the UI
 *   follows it; `popupBlocking` keeps Chromium's popup blocker on (Playwright
 *   turns it off by default: `--disable-popup-blocking`); `phone` emulates
 *   a phone: its user agent and viewport, with touch
 */
export async function launchChromium({
  args = [],
  locale = 'en-US',
  popupBlocking = false,
  phone,
} = {}) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'latch-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...launchOptions(popupBlocking, args),
    ...contextOptions(locale, phone),
  })
  return {
    context,
    async close() {
      await context.close().catch(() => {})
      await rm(userDataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Debian's Chromium, headless, with the popup blocker on or off.
 * @param {boolean} popupBlocking
 * @param {string[]} [args]
 */
function launchOptions(popupBlocking, args = []) {
  return {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, ...args],
    ...(popupBlocking
      ? { ignoreDefaultArgs: ['--disable-popup-blocking'] }
      : {}),
  }
}

/**
 * The page's language, and a phone's user agent, viewport and touch.
 * @param {string} locale
 * @param {{ userAgent: string, viewport: { width: number, height: number } } | undefined} phone
 */
function contextOptions(locale, phone) {
  return {
    locale,
    ...(phone ? { ...phone, isMobile: true, hasTouch: true } : {}),
  }
}

/** Running shared browsers by popup blocking ('on' / 'off'). */
const sharedBrowsers = new Map()

/**
 * A fresh context (its own storage, cookies and cache, as a new profile
 * has) in a headless Chromium shared by every call of this process with
 * the same `popupBlocking`: a new context takes a fraction of a browser
 * launch, which tests pay per page. The browser is launched on first use
 * and ends with the process (Playwright closes what it launched on exit).
 * @param {{ locale?: string, popupBlocking?: boolean, phone?: { userAgent: string, viewport: { width: number, height: number } } }} [options]
 *   as for launchChromium
 */
export async function newSharedChromiumContext({
  locale = 'en-US',
  popupBlocking = false,
  phone,
} = {}) {
  const key = popupBlocking ? 'on' : 'off'
  let browser = sharedBrowsers.get(key)
  if (!browser) {
    browser = chromium.launch(launchOptions(popupBlocking))
    sharedBrowsers.set(key, browser)
    browser.then(
      (running) => running.on('disconnected', () => sharedBrowsers.delete(key)),
      () => sharedBrowsers.delete(key),
    )
  }
  const context = await (await browser).newContext(
    contextOptions(locale, phone),
  )
  return {
    context,
    async close() {
      await context.close().catch(() => {})
    },
  }
}
