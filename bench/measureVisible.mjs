// What a user sees: from a real mouse click to the first frame in which the
// dialog is painted with an opacity above zero, inside the viewport.
// Headless Chromium, optionally with the CPU slowed down (CDP
// Emulation.setCPUThrottlingRate) as on a low-end phone.
//
// Method (in the page, see watchFirstVisibleFrame):
// - start: the click event's `timeStamp` (when the browser received the
//   mouse release; so the time the page's main thread was busy before it
//   could handle the click counts too), noted by a capture-phase listener
//   on window that runs before any of the page's own handlers;
// - then every animation frame is checked in a requestAnimationFrame
//   callback: the dialog (`[role=dialog]` or `dialog[open]`) must be in the
//   viewport, have a size, not be `visibility: hidden`, and the product of
//   its and its ancestors' computed opacities (an animation's value at this
//   frame's time) must be above zero;
// - end: in the first frame that passes, a task is posted from the rAF
//   callback (scheduler.postTask, priority 'user-blocking', so ahead of the
//   page's own queued work; MessageChannel where postTask is missing). It
//   runs only after that frame's whole rendering update — style, layout,
//   paint, commit to the compositor — so `performance.now()` there is the
//   time the frame showing the dialog is painted. That is what is reported
//   — or, when the browser starts the next frame before that task runs (a
//   busy main thread gives rendering priority), the time the next frame's
//   rAF callbacks run, which is also after the dialog's frame was painted.
//
// Why not the rAF timestamp: it is the frame's start (vsync) time, which
// can lie before the click when the click is handled late in a frame
// interval, so a dialog rendered in that frame read as 0 ms although the
// user saw it only once that frame was painted. Raster and display (about
// one refresh more) come after the reported time and are the same for
// every page, so they are left out. A dialog made visible after the rAF
// callbacks of a frame (not done by Latch) would count one frame late:
// the figure can err high, never low.
import { launchChromium } from '../scripts/chromium.mjs'

const IDLE_MS = 2_000

/**
 * Runs in the page before the click; sets `globalThis.__firstVisibleFrame`
 * to a promise of `{ ms, frames, frameStartMs, dispatchedMs }` — the time
 * from the click to the end of the painting of the first frame showing the
 * dialog, how many frames were checked, and for diagnosis that frame's rAF
 * timestamp minus the click time (can be ≤ 0) and how long after its
 * timestamp the click was dispatched — or `{ error }`.
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
  const afterThisFrame = (callback) => {
    if (globalThis.scheduler?.postTask)
      return globalThis.scheduler.postTask(callback, {
        priority: 'user-blocking',
      })
    const channel = new MessageChannel()
    channel.port1.onmessage = () => callback()
    channel.port2.postMessage(null)
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
        const dispatchedMs = performance.now() - clickedAt
        let frames = 0
        const frame = (frameStart) => {
          frames++
          if (!visible()) return requestAnimationFrame(frame)
          let done = false
          const painted = () => {
            if (done) return
            done = true
            clearTimeout(timeout)
            resolve({
              ms: performance.now() - clickedAt,
              frames,
              frameStartMs: frameStart - clickedAt,
              dispatchedMs,
            })
          }
          afterThisFrame(painted)
          // When the browser renders the next frame before that task (a
          // loaded main thread does), that frame's start is the earlier
          // bound: the dialog's frame was painted before it began.
          requestAnimationFrame(painted)
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
 * the mouse and the first visible frame is timed (see
 * watchFirstVisibleFrame for what the result holds).
 * @param {string} url
 * @param {{ button: RegExp, cpuThrottle?: number,
 *   prepare?: (page: import('playwright-core').Page) => Promise<void> }} options
 */
export async function firstVisibleFrameOnce(
  url,
  { button, cpuThrottle = 1, prepare },
) {
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
    return result
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
  for (let i = 0; i < runs; i++)
    samples.push((await firstVisibleFrameOnce(url, options)).ms)
  return { ms: median(samples), samples }
}
