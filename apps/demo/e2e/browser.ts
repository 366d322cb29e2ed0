// Browser helper for e2e tests: Debian's Chromium via playwright-core, a
// fresh context (storage, cookies, cache) per `openDemo()` in a browser
// the file's tests share, and page errors collected for assertions.
import type { BrowserContext, Page } from 'playwright-core'
import { TestRunner } from 'vitest'
import { newSharedChromiumContext } from '../../../scripts/chromium.mjs'

export type DemoPage = {
  page: Page
  context: BrowserContext
  /** Uncaught page errors and console errors seen so far. */
  errors: string[]
  close(): Promise<void>
}

/**
 * Opens the demo (`?devwallet=1` by default, and `?dev=1`: the developer
 * panel open, whose hook values and actions the flow tests drive; pass
 * `devPanel: false` for the page a visitor sees) in a new context of the
 * shared headless Chromium,
 * whose language is `locale` when given, with its popup blocker on when
 * `popupBlocking` (off by default, as Playwright launches it); `beforeLoad`
 * runs on the page before it navigates (e.g. an init script); `phone`
 * emulates a phone (user agent, viewport, touch). Call `close()` in
 * `afterEach`/`finally`.
 */
export async function openDemo(
  demoUrl: string,
  {
    devWallet = true,
    devPanel = true,
    query = '',
    beforeLoad,
    locale,
    popupBlocking,
    phone,
  }: {
    devWallet?: boolean
    devPanel?: boolean
    query?: string
    beforeLoad?: (page: Page) => Promise<void>
    locale?: string
    popupBlocking?: boolean
    /** Emulate a phone: its user agent and viewport, with touch. */
    phone?: { userAgent: string; viewport: { width: number; height: number } }
  } = {},
): Promise<DemoPage> {
  const { context, close } = await newSharedChromiumContext({
    locale,
    popupBlocking,
    phone,
  })
  const page = context.pages()[0] ?? (await context.newPage())
  // Fail fast: every step here should take well under a second.
  page.setDefaultTimeout(10_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const params = new URLSearchParams(query)
  if (devWallet) params.set('devwallet', '1')
  if (devPanel && !params.has('dev')) params.set('dev', '1')
  const search = params.size ? `?${params}` : ''
  await beforeLoad?.(page)
  await page.goto(new URL(search, demoUrl).href)
  return {
    page,
    context,
    errors,
    close: async () => {
      await reportIfFailed(page, errors)
      await close()
    },
  }
}

/**
 * When the running test has failed, prints what the page showed at that
 * moment (its accessibility tree, as the tests see it) and the errors it
 * logged: a failure on CI then says where the page was, not only which
 * step timed out.
 */
async function reportIfFailed(page: Page, errors: string[]) {
  const test = TestRunner.getCurrentTest()
  if (test?.result?.state !== 'fail' || page.isClosed()) return
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(no snapshot: ${error})`)
  console.error(
    [
      `--- ${test.name}: the page at the failure (${page.url()})`,
      tree,
      `--- its errors: ${errors.length ? errors.join('\n') : 'none'}`,
    ].join('\n'),
  )
}

/** `text` as a literal inside a RegExp. */
export const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Text of the hook-panel value labelled `label` (e.g. 'account.status'). */
export function hookValue(page: Page, label: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .locator('xpath=following-sibling::dd[1]')
}
