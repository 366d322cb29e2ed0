// The run loop of the browser sections (send, embedded, pairing): every run
// in a fresh headless Chromium profile.
import { launchChromium } from '../../scripts/chromium.mjs'
import { withTimeout } from './stats.mjs'

/**
 * Runs `once(page, i)` in `warmup + runs` fresh profiles, one page each,
 * after `setup(context)` (routes, init scripts), under `timeoutMs` each.
 * @template T
 * @param {{ runs: number, warmup?: number, timeoutMs: number, label: string,
 *   setup?: (context: import('playwright-core').BrowserContext) => Promise<void>,
 *   once: (page: import('playwright-core').Page, i: number) => Promise<T> }} options
 * @returns {Promise<T[]>} what the counted runs (after the warm-up) returned
 */
export async function inFreshPages({
  runs,
  warmup = 0,
  timeoutMs,
  label,
  setup,
  once,
}) {
  const results = []
  for (let i = 0; i < warmup + runs; i++) {
    const { context, close } = await launchChromium()
    try {
      await setup?.(context)
      const page = context.pages()[0] ?? (await context.newPage())
      const result = await withTimeout(once(page, i), timeoutMs, label)
      if (i >= warmup) results.push(result)
    } finally {
      await close()
    }
  }
  return results
}
