import type { BrowserContext } from 'playwright-core'

/** Path of the Chromium binary (`CHROMIUM_PATH` or /usr/bin/chromium). */
export const chromiumPath: string
/** Flags every Latch browser run uses. */
export const chromiumArgs: readonly string[]

/** Headless Chromium with a fresh, self-deleting profile. */
export function launchChromium(options?: { args?: string[] }): Promise<{
  context: BrowserContext
  close(): Promise<void>
}>
