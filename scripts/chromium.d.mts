import type { BrowserContext } from 'playwright-core'

/**
 * Headless Chromium (`CHROMIUM_PATH` or /usr/bin/chromium) with a fresh,
 * self-deleting profile.
 */
export function launchChromium(options?: { args?: string[] }): Promise<{
  context: BrowserContext
  close(): Promise<void>
}>
