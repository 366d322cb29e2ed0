// In-browser measurements of one served bench app (headless Chromium).
import { launchChromium } from '../scripts/chromium.mjs'
import { gzipSize } from './build.mjs'
import { median } from './lib/stats.mjs'

const IDLE_MS = 2_000
const QUIET_MS = 500

/** Outside requests fail fast, as in the peers' measurements. */
export async function loopbackOnly(context) {
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url())
    const local = hostname === '127.0.0.1' || hostname === 'localhost'
    return local ? route.continue() : route.abort('internetdisconnected')
  })
}

/** @param {import('playwright-core').Response} response */
const isScript = (response) =>
  response.request().resourceType() === 'script' ||
  /\.m?js(\?|$)/.test(response.url())

/** Runs in the page: clicks the connect button, waits for a visible dialog. */
function clickToDialog() {
  return new Promise((resolve) => {
    const button = [...document.querySelectorAll('button')].find((b) =>
      /connect wallet/i.test(b.textContent ?? ''),
    )
    if (!button) return resolve({ error: 'no Connect Wallet button' })
    const visible = () => {
      const el = document.querySelector('[role=dialog], dialog[open]')
      if (!el) return false
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden'
    }
    let done = false
    const finish = (result) => {
      if (done) return
      done = true
      observer.disconnect()
      resolve(result)
    }
    const check = () => visible() && finish({ ms: performance.now() - t0 })
    const observer = new MutationObserver(check)
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
    })
    const poll = () => {
      check()
      if (!done) requestAnimationFrame(poll)
    }
    setTimeout(() => finish({ error: 'no dialog after 10 s' }), 10_000)
    const t0 = performance.now()
    button.click()
    check()
    requestAnimationFrame(poll)
  })
}

/** One fresh browser, one page load; optionally opens the dialog. */
async function loadOnce(url, { open }) {
  const { context, close } = await launchChromium()
  try {
    await loopbackOnly(context)
    const page = context.pages()[0] ?? (await context.newPage())
    const bodies = []
    page.on('response', (response) => {
      if (isScript(response))
        bodies.push(response.body().catch(() => Buffer.alloc(0)))
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(IDLE_MS)
    const jsBeforeClick = (await Promise.all(bodies)).reduce(
      (n, body) => n + gzipSize(body),
      0,
    )
    const click = open ? await page.evaluate(clickToDialog) : undefined
    if (click?.error) throw new Error(`${url}: ${click.error}`)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return { jsBeforeClick, clickMs: click?.ms, heapBytes: usedSize }
  } finally {
    await close()
  }
}

/** Runs in the page: resolves when the browser next has idle time. */
const nextIdle = () =>
  new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(undefined))
      : setTimeout(resolve, 1_000),
  )

/**
 * JS the page at `url` fetches before the first click, gzip: everything it
 * loads by itself (its scripts, the modal prefetched on idle, what effects
 * load), waited for until the browser is idle with no request under way
 * twice running and no new script came in between (not a fixed delay, so a
 * loaded machine measures the same bytes). No click, no hover.
 * @param {string} url
 * @param {{ locale?: string }} [options] the browser's language
 * @returns {Promise<{ gzip: number, files: { url: string, gzip: number }[] }>}
 */
export async function measureJsBeforeClick(url, { locale } = {}) {
  const { context, close } = await launchChromium({ locale })
  try {
    await loopbackOnly(context)
    const page = context.pages()[0] ?? (await context.newPage())
    const scripts = []
    let inFlight = 0
    let lastChange = Date.now()
    const track = (delta) => () => {
      inFlight += delta
      lastChange = Date.now()
    }
    page.on('request', track(1))
    page.on('requestfinished', track(-1))
    page.on('requestfailed', track(-1))
    /** No request under way for QUIET_MS. */
    const quiet = async () => {
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS)
        await new Promise((resolve) => setTimeout(resolve, 50))
    }
    page.on('response', (response) => {
      if (isScript(response))
        scripts.push(
          response.body().then(
            (body) => ({ url: response.url(), gzip: gzipSize(body) }),
            () => ({ url: response.url(), gzip: 0 }),
          ),
        )
    })
    await page.goto(url, { waitUntil: 'load' })
    let seen = -1
    while (seen !== scripts.length) {
      seen = scripts.length
      await page.evaluate(nextIdle)
      await quiet()
      await page.evaluate(nextIdle)
    }
    const files = await Promise.all(scripts)
    return { gzip: files.reduce((n, f) => n + f.gzip, 0), files }
  } finally {
    await close()
  }
}

/**
 * Median of `runs` fresh loads of `url`.
 * @param {string} url
 * @param {{ runs?: number, open?: boolean }} [options] open: click the
 *   connect button and time the dialog (false for the React-only baseline)
 */
export async function measureApp(url, { runs = 5, open = true } = {}) {
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await loadOnce(url, { open }))
  return {
    jsBeforeClickGzip: median(samples.map((s) => s.jsBeforeClick)),
    clickToDialogMs: open ? median(samples.map((s) => s.clickMs)) : undefined,
    heapBytes: median(samples.map((s) => s.heapBytes)),
    samples,
  }
}
