// Browser side of the server-rendering test: a Chromium page on apps/next
// that records, from before the first byte is parsed, whether a button ever
// read "Connect Wallet", and collects console errors, warnings and page
// errors (React reports hydration mismatches there).
import type { BrowserContext, Page } from 'playwright-core'
import { launchChromium } from '../../../scripts/chromium.mjs'

export type SsrPage = {
  page: Page
  context: BrowserContext
  /** Console errors and warnings and uncaught errors seen so far. */
  problems: string[]
  close(): Promise<void>
}

type Watched = Window & { sawConnectWallet?: boolean }

/** Runs in the page before its HTML is parsed (page.addInitScript). */
function watchConnectWallet() {
  const target = window as Watched
  target.sawConnectWallet = false
  const inButton = (node: Node | null): boolean => {
    const element =
      node instanceof Element ? node : (node?.parentElement ?? null)
    if (!element) return false
    const buttons = element.closest('button')
      ? [element.closest('button') as Element]
      : [...element.querySelectorAll('button')]
    return buttons.some((b) => b.textContent?.includes('Connect Wallet'))
  }
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData' && inButton(record.target))
        target.sawConnectWallet = true
      for (const node of record.addedNodes)
        if (inButton(node)) target.sawConnectWallet = true
    }
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

/** A fresh Chromium profile watching for "Connect Wallet"; not navigated yet. */
export async function openSsrPage(): Promise<SsrPage> {
  const { context, close } = await launchChromium()
  const page = context.pages()[0] ?? (await context.newPage())
  page.setDefaultTimeout(10_000)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.text()} (${message.location().url})`)
  })
  await page.addInitScript(watchConnectWallet)
  return { page, context, problems, close }
}

/** Whether a button read "Connect Wallet" since the last navigation. */
export const sawConnectWallet = (page: Page) =>
  page.evaluate(() => (window as Watched).sawConnectWallet === true)

/** The raw HTML the server sends for `url` with the page's cookies. */
export async function serverHtml(page: Page, url: string): Promise<string> {
  const cookies = await page.context().cookies(url)
  const response = await fetch(url, {
    headers: {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    },
  })
  return response.text()
}
