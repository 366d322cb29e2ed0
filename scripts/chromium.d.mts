import type { BrowserContext } from 'playwright-core'

/**
 * Headless Chromium (`CHROMIUM_PATH` or /usr/bin/chromium) with a fresh,
 * self-deleting profile; `locale` sets the browser's language (default
 * 'en-US'); `popupBlocking` keeps its popup blocker on (Playwright turns it
 * off by default).
 */
export function launchChromium(options?: {
  args?: string[]
  locale?: string | undefined
  popupBlocking?: boolean | undefined
}): Promise<{
  context: BrowserContext
  close(): Promise<void>
}>
