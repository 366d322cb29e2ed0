// What a user sees: from a real mouse click to the first frame in which the
// dialog is painted with an opacity above zero, inside the viewport.
// Headless Chromium, optionally with the CPU slowed down (CDP
// Emulation.setCPUThrottlingRate) as on a low-end phone.
//
// Method (in the page, see watchFirstVisibleFrame):
// - start: the click event's `timeStamp` (when the browser received the
//   mouse release; so the time the page's main thread was busy before it
//   could handle the click counts too), noted by a capture-phase listener
//   on window that runs before any of the page's own handlers. The pointer
//   is moved onto the button 250 ms before the press, as a visitor's is;
// - then every animation frame is checked in a requestAnimationFrame
//   callback: the dialog (`[role=dialog]` or `dialog[open]`) must be in the
//   viewport, have a size, not be `visibility: hidden`, and the product of
//   its and its ancestors' computed opacities (an animation's value at this
//   frame's time) must be above zero;
// - end: the first frame that passes is marked — a 1 px, nearly
//   transparent text element with an `elementtiming` attribute is added to
//   the body in that rAF callback, so it is first painted in that very
//   frame — and Element Timing reports that frame's `paintTime`: the end of
//   its paint on the main thread (the Paint Timing mixin; `renderTime`
//   where it is missing). `presentationTime` (the frame on screen, about a
//   refresh later) is kept as `presentedMs` for information. Without
//   Element Timing the end is the first of a user-blocking task posted
//   from that rAF callback and the next frame's rAF — both run only after
//   the frame was painted, so that fallback errs high (at 4× CPU by up to
//   ~20 ms, other tasks run first), never low.
//
// - the view's content (e.g. Connect's first wallet row, its e-mail field)
//   is timed the same way: the first frame in which that element inside
//   the dialog passes the same checks, to the end of that frame's paint;
// - layout shift: the 'layout-shift' entries (PerformanceObserver) of the
//   second after the first visible frame, summed — content arriving late
//   or growing the dialog, the page moving under it. Expected: 0.
//
// Why not the rAF timestamp (this file's first method): it is the frame's
// start (vsync) time, before its style, layout and paint, and it can even
// lie before the click when the click is handled late in a frame interval,
// so a dialog rendered in that frame read as 0 ms although the user saw it
// only once that frame was painted. A dialog made visible after the rAF
// callbacks of a frame (Latch does not) would count one frame late.
import { launchChromium } from '../scripts/chromium.mjs'
import { clickBreakdown, startTrace } from './lib/clickTrace.mjs'
import { median } from './lib/stats.mjs'
import { loopbackOnly } from './measure.mjs'

const IDLE_MS = 2_000
const HOVER_MS = 250

/**
 * Runs in the page before the click; sets `globalThis.__firstVisibleFrame`
 * to a promise of `{ ms, method, … }` — `ms` from the click to the end of
 * the painting of the first frame showing the dialog; for diagnosis also
 * `afterFrameMs` (the fallback end), `presentedMs`, `frames` checked,
 * `frameStartMs` (that frame's rAF timestamp minus the click time, can be
 * ≤ 0) and `dispatchedMs` (click dispatch after its timestamp) — or
 * `{ error }`. With `content` (`[{ name, selector }]`, selectors inside the
 * dialog), the same for each: `content[name]` is click → end of the paint
 * of the first frame showing that element (same checks, same method). And
 * `layoutShift`: the sum of the 'layout-shift' entries' values reported
 * after the first visible frame's paint until `SETTLE_MS` after it (the
 * dialog growing, content arriving, the page moving under it), whether or
 * not they had recent input.
 */
function watchFirstVisibleFrame(content = []) {
  const SETTLE_MS = 1_000
  const opacity = (element) => {
    let product = 1
    for (let node = element; node; node = node.parentElement)
      product *= Number(getComputedStyle(node).opacity)
    return product
  }
  const dialogOf = () => document.querySelector('[role=dialog], dialog[open]')
  const shown = (element) => {
    if (!element) return false
    const box = element.getBoundingClientRect()
    const inViewport =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    if (!inViewport) return false
    // One native call where the browser has it (no computed style object
    // per ancestor in the frame being timed).
    if (typeof element.checkVisibility === 'function')
      return element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
      })
    return (
      getComputedStyle(element).visibility !== 'hidden' && opacity(element) > 0
    )
  }
  const targets = [
    { name: 'dialog', find: dialogOf },
    ...content.map(({ name, selector }) => ({
      name,
      find: () => dialogOf()?.querySelector(selector),
    })),
  ]
  const shownNow = (list) => list.filter((target) => shown(target.find()))
  // Run once before the click (the view kept ready is hidden, so nothing
  // passes): the frame's checks are then compiled code, not compiled in the
  // frame they time (at 4× CPU that was ~2 ms of the harness's own work).
  shownNow(targets)
  // When the task after the frame comes too late or never (see below).
  const afterThisFrame = (callback) => {
    if (globalThis.scheduler?.postTask)
      return globalThis.scheduler.postTask(callback, {
        priority: 'user-blocking',
      })
    const channel = new MessageChannel()
    channel.port1.onmessage = () => callback()
    channel.port2.postMessage(null)
  }
  // A frame's own paint time: an element first painted in that frame
  // (shown in its rAF callback) is reported by Element Timing with the
  // time the frame was painted (paintTime) and shown (presentationTime).
  // The markers are in the page before the click, unseen: showing one is
  // a style change, where adding one would lay the page out again in the
  // very frame being timed.
  const marks = new Map()
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.get(entry.identifier)?.(entry)
  }).observe({ type: 'element' })
  const marker = (frame) => {
    const mark = document.createElement('span')
    mark.setAttribute('elementtiming', `latch-first-visible-${frame}`)
    mark.setAttribute('aria-hidden', 'true')
    mark.textContent = '.'
    mark.style.cssText =
      'position:fixed;left:0;top:0;font-size:1px;line-height:1px;color:rgba(0,0,0,.01);pointer-events:none;visibility:hidden'
    document.body.append(mark)
    return mark
  }
  const markers = Array.from({ length: 8 }, (_, i) => marker(i + 1))
  const markThisFrame = (frame) => {
    const painted = new Promise((resolve) =>
      marks.set(`latch-first-visible-${frame}`, resolve),
    )
    const mark = markers[frame - 1] ?? marker(frame)
    mark.style.visibility = 'visible'
    return painted
  }
  const shifts = []
  new PerformanceObserver((list) => {
    shifts.push(...list.getEntries())
  }).observe({ type: 'layout-shift' })
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
        // Where the click is on a trace's clock (bench/lib/clickTrace.mjs).
        console.timeStamp('latch-click')
        let frames = 0
        const results = {}
        const pending = new Set(targets)
        // One frame's paint, for every target first shown in it.
        const measureThisFrame = () => {
          const painted = markThisFrame(frames)
          // Upper bound, for a browser without Element Timing: a task
          // after the frame, or the next frame's start if that comes first.
          const afterFrame = new Promise((done) => {
            afterThisFrame(() => done(performance.now()))
            requestAnimationFrame(() => done(performance.now()))
          })
          const noEntry = new Promise((done) => setTimeout(done, 1_000))
          return Promise.all([afterFrame, Promise.race([painted, noEntry])])
        }
        const measure = (target, frameStart, thisFrame) =>
          thisFrame.then(([after, entry]) => {
            const paint = entry?.paintTime || entry?.renderTime
            results[target.name] = {
              ms: (paint || after) - clickedAt,
              at: paint || after,
              method: paint ? 'element timing' : 'task after the frame',
              afterFrameMs: after - clickedAt,
              presentedMs: entry?.presentationTime
                ? entry.presentationTime - clickedAt
                : undefined,
              frames,
              frameStartMs: frameStart - clickedAt,
            }
          })
        const measured = []
        const frame = (frameStart) => {
          frames++
          // All targets read before one marker is added (an element added
          // makes the next read lay the page out again): the harness
          // costs the frame it measures as little as it can.
          const now = shownNow([...pending])
          if (now.length) {
            const thisFrame = measureThisFrame()
            for (const target of now) {
              pending.delete(target)
              measured.push(measure(target, frameStart, thisFrame))
            }
          }
          if (pending.size && frames < 600) requestAnimationFrame(frame)
          else
            Promise.all(measured).then(() => {
              const dialog = results.dialog
              if (!dialog) return
              setTimeout(() => {
                clearTimeout(timeout)
                const missing = [...pending].map((t) => t.name)
                if (missing.length)
                  return resolve({ error: `never shown: ${missing}` })
                const after = shifts.filter(
                  (s) =>
                    s.startTime > dialog.at &&
                    s.startTime <= dialog.at + SETTLE_MS,
                )
                resolve({
                  ...dialog,
                  dispatchedMs,
                  content: Object.fromEntries(
                    content.map(({ name }) => [name, results[name].ms]),
                  ),
                  layoutShift: after.reduce((sum, s) => sum + s.value, 0),
                  layoutShifts: after.length,
                  // What moved, for diagnosis: element, class, rects.
                  shiftSources: after.flatMap((s) =>
                    (s.sources ?? []).map((source) => {
                      const node = source.node
                      const name = node
                        ? `${node.nodeName.toLowerCase()}.${node.className || ''}`
                        : '?'
                      const rect = (r) =>
                        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
                      return `${name} ${rect(source.previousRect)} → ${rect(source.currentRect)} (${s.value.toPrecision(2)})`
                    }),
                  ),
                })
              }, SETTLE_MS)
            })
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
 *   content?: { name: string, selector: string }[],
 *   prepare?: (page: import('playwright-core').Page) => Promise<void>,
 *   trace?: boolean }} options trace: also record a Chromium trace from
 *   the press to the result and add `trace`, the main thread's work from
 *   the click to the last element's paint (bench/lib/clickTrace.mjs)
 */
export async function firstVisibleFrameOnce(
  url,
  { button, cpuThrottle = 1, prepare, content = [], trace = false },
) {
  const { context, close } = await launchChromium()
  try {
    await loopbackOnly(context)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url, { waitUntil: 'load' })
    await prepare?.(page)
    await page.waitForTimeout(IDLE_MS)
    const target = page.getByRole('button', { name: button })
    const box = await target.boundingBox()
    if (!box) throw new Error(`${url}: no button ${button}`)
    await page.evaluate(watchFirstVisibleFrame, content)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
    // As a visitor does: the pointer rests on the button before the click
    // (a move in the same millisecond would delay the click's dispatch by
    // the page's hover work, which a real click does not wait for).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const tracing = trace ? await startTrace(cdp) : undefined
    await page.waitForTimeout(HOVER_MS)
    await page.mouse.down()
    await page.mouse.up()
    const result = await page.evaluate(() => globalThis.__firstVisibleFrame)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const events = await tracing?.stop()
    if (result.error) throw new Error(`${url}: ${result.error}`)
    if (events)
      result.trace = clickBreakdown(events, {
        dispatchedMs: result.dispatchedMs,
        toMs: Math.max(result.ms, ...Object.values(result.content)),
      })
    return result
  } finally {
    await close()
  }
}

/** Connect Wallet → Latch Dev Wallet (approves by itself) → connected. */
async function connectDevWallet(page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet', exact: true })
    .getByRole('button', { name: /Latch Dev Wallet/ })
    .click()
  await page.getByRole('button', { name: /^0x/ }).waitFor()
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
}

/**
 * The views timed from a click, each in its bench app (bench/apps/<app>):
 * Connect, and Account once the Latch Dev Wallet is connected. `content`:
 * the view's elements timed as well (click → first frame painting them):
 * Connect's first wallet row (WalletConnect's, or the first of a wallet
 * list) and, with the embedded wallet, its e-mail field.
 */
export const visibleViews = [
  {
    view: 'Connect',
    app: 'latch',
    button: /^Connect Wallet$/,
    content: [
      {
        name: 'first wallet row',
        selector: '.l-view > .l-stack > button.l-row, .l-view .l-list button',
      },
      { name: 'e-mail field', selector: 'input[type=email]' },
    ],
  },
  {
    view: 'Account',
    app: 'latch-account',
    button: /^0x/,
    prepare: connectDevWallet,
  },
]

/**
 * Median over `runs` fresh loads of click → first visible frame (and of
 * click → each `content` element's first frame); `layoutShift` is the
 * largest sum of layout shifts after the first frame over the runs.
 * @param {string} url
 * @param {{ runs?: number, button: RegExp, cpuThrottle?: number,
 *   content?: { name: string, selector: string }[],
 *   prepare?: (page: import('playwright-core').Page) => Promise<void> }} options
 */
export async function measureFirstVisibleFrame(url, { runs = 5, ...options }) {
  const samples = []
  const methods = new Set()
  const content = Object.fromEntries(
    (options.content ?? []).map(({ name }) => [name, []]),
  )
  const shifts = []
  const shiftSources = new Set()
  for (let i = 0; i < runs; i++) {
    const result = await firstVisibleFrameOnce(url, options)
    samples.push(result.ms)
    methods.add(result.method)
    for (const name in content) content[name].push(result.content[name])
    shifts.push(result.layoutShift)
    for (const source of result.shiftSources ?? []) shiftSources.add(source)
  }
  return {
    ms: median(samples),
    samples,
    methods: [...methods],
    content: Object.fromEntries(
      Object.entries(content).map(([name, values]) => [
        name,
        { ms: median(values), samples: values },
      ]),
    ),
    layoutShift: Math.max(...shifts),
    layoutShifts: shifts,
    shiftSources: [...shiftSources],
  }
}
