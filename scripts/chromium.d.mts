import type { BrowserContext } from 'playwright-core'

/** How a page's browser is set up (see launchChromium). */
export type ChromiumPageOptions = {
  locale?: string | undefined
  popupBlocking?: boolean | undefined
  phone?:
    | {
        userAgent: string
        viewport: { width: number; height: number }
      }
    | undefined
}

/** A browser context and how to end it. */
export type ChromiumContext = {
  context: BrowserContext
  close(): Promise<void>
}

/**
 * Headless Chromium (`CHROMIUM_PATH` or /usr/bin/chromium) with a fresh,
 * self-deleting profile; `locale` sets the browser's language (default
 * 'en-US'); `popupBlocking` keeps its popup blocker on (Playwright turns it
 * off by default); `phone` emulates a phone: its user agent and viewport,
 * with touch and a mobile viewport.
 */
export function launchChromium(
  options?: ChromiumPageOptions & { args?: string[] },
): Promise<ChromiumContext>

/**
 * A fresh context in a headless Chromium shared by every call of this
 * process with the same `popupBlocking` (a new context costs a fraction of
 * a launch); options as for launchChromium, without `args`.
 */
export function newSharedChromiumContext(
  options?: ChromiumPageOptions,
): Promise<ChromiumContext>
