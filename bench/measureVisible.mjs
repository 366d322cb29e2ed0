// What a user sees: from a real mouse click to the first frame in which the
// dialog is painted with an opacity above zero, inside the viewport.
// Headless Chromium, optionally with the CPU slowed down (CDP
// Emulation.setCPUThrottlingRate) as on a low-end phone.
import { launchChromium } from '../scripts/chromium.mjs'

const IDLE_MS = 2_000

/**
 * Runs in the page before the click. On the click (capture phase, so before
 * the page's own handlers) it notes the event time and checks every
 * following animation frame; resolves with the time from the click to the
 * start (vsync time, the rAF timestamp) of the first frame whose paint
 * shows the dialog — the display shows that frame one refresh later, the
 * same for every page, so it is left out: in the viewport,
 * with a size, and with the product of its and its ancestors' opacities
 * above zero (a fade-in that starts at opacity 0 is not seen in its first
 * frame).
 */
function watchFirstVisibleFrame() {
  const opacity = (element) => {
    let product = 1
    for (let node = element; node; node = node.parentElement)
      product *= Number(getComputedStyle(node).opacity)
    return product
  }
  const visible = () => {
    const dialog = document.querySelector('[role=dialog], dialog[open]')
    if (!dialog) return false
    const box = dialog.getBoundingClientRect()
    const inViewport =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    return (
      inViewport &&
      getComputedStyle(dialog).visibility !== 'hidden' &&
      opacity(dialog) > 0
    )
  }
  globalThis.__firstVisibleFrame = new Promise((resolve) => {
    const timeout = setTimeout(
      () => resolve({ error: 'no visible dialog 10 s after the click' }),
      10_000,
    )
    addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp
        const frame = (frameStart) => {
          if (!visible()) return requestAnimationFrame(frame)
          clearTimeout(timeout)
          resolve({ ms: Math.max(0, frameStart - clickedAt) })
        }
        requestAnimationFrame(frame)
      },
      { capture: true, once: true },
    )
  })
}

/**
 * One fresh browser and page load; `prepare(page)` brings the page to the
 * state before the click (e.g. connected), then `button` is clicked with
 * the mouse and the first visible frame is timed.
 * @param {string} url
 * @param {{ button: RegExp, cpuThrottle?: number,
 *   prepare?: (page: import('playwright-core').Page) => Promise<void> }} options
 */
async function visibleOnce(url, { button, cpuThrottle = 1, prepare }) {
  const { context, close } = await launchChromium()
  try {
    await context.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url())
      const local = hostname === '127.0.0.1' || hostname === 'localhost'
      return local ? route.continue() : route.abort('internetdisconnected')
    })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url, { waitUntil: 'load' })
    await prepare?.(page)
    await page.waitForTimeout(IDLE_MS)
    const target = page.getByRole('button', { name: button })
    const box = await target.boundingBox()
    if (!box) throw new Error(`${url}: no button ${button}`)
    await page.evaluate(watchFirstVisibleFrame)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const result = await page.evaluate(() => globalThis.__firstVisibleFrame)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    if (result.error) throw new Error(`${url}: ${result.error}`)
    return result.ms
  } finally {
    await close()
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/**
 * Median over `runs` fresh loads of click → first visible frame.
 * @param {string} url
 * @param {{ runs?: number, button: RegExp, cpuThrottle?: number,
 *   prepare?: (page: import('playwright-core').Page) => Promise<void> }} options
 */
export async function measureFirstVisibleFrame(url, { runs = 5, ...options }) {
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await visibleOnce(url, options))
  return { ms: median(samples), samples }
}
