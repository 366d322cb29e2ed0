import type { BrowserContext } from 'playwright-core'

/**
 * Headless Chromium (`CHROMIUM_PATH` or /usr/bin/chromium) with a fresh,
 * self-deleting profile; `locale` sets the browser's language (default
 * 'en-US').
 */
export function launchChromium(options?: {
  args?: string[]
  locale?: string | undefined
}): Promise<{
  context: BrowserContext
  close(): Promise<void>
}>
