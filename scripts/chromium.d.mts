import type { BrowserContext } from 'playwright-core'

/**
 * Headless Chromium (`CHROMIUM_PATH` or /usr/bin/chromium) with a fresh,
 * self-deleting profile; `locale` sets the browser's language (default
 * 'en-US'); `popupBlocking` keeps its popup blocker on (Playwright turns it
 * off by default); `phone` emulates a phone: its user agent and viewport,
 * with touch and a mobile viewport.
 */
export function launchChromium(options?: {
  args?: string[]
  locale?: string | undefined
  popupBlocking?: boolean | undefined
  phone?:
    | {
        userAgent: string
        viewport: { width: number; height: number }
      }
    | undefined
}): Promise<{
  context: BrowserContext
  close(): Promise<void>
}>
