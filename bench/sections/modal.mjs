// Section "modal": builds bench/apps/react-only and bench/apps/latch,
// measures them in headless Chromium (first-load JS, JS before the first
// click, click → dialog in the DOM, heap) and checks the modal budgets.
// Then what a user sees: a mouse click → the first frame painting the
// dialog (opacity above zero, in the viewport), for Connect (bench/apps/
// latch) and Account (bench/apps/latch-account, connected to the Latch Dev
// Wallet first), at full speed and with the CPU slowed down 4×; and click →
// the first frame painting the view's content (Connect's first wallet row
// and e-mail field), with the layout shift after the first frame.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic } from '../../scripts/serve-static.mjs'
import { budgets } from '../budgets.mjs'
import { buildApp } from '../build.mjs'
import { kb, ms } from '../lib/stats.mjs'
import { measureApp } from '../measure.mjs'
import { measureFirstVisibleFrame, visibleViews } from '../measureVisible.mjs'

const appsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps')
const mib = (n) => `${(n / 2 ** 20).toFixed(1)} MiB`

async function benchApp(app, runs) {
  const build = await buildApp(join(appsDir, app.name))
  const server = await serveStatic({ root: build.outDir, port: 0 })
  try {
    const live = await measureApp(server.url, { runs, open: app.open })
    return { ...app, build, live }
  } finally {
    await server.close()
  }
}

const CPU_THROTTLE = 4

/** A layout shift score: 0, or its first significant digits (never rounded to 0). */
const shift = (x) => (x === 0 ? '0' : x.toPrecision(2))

/**
 * The API server the pages use while measured: latch-api in memory with
 * the `latch-demo` project and the bundled wallet directory (logos
 * included), as `npm start` serves it, on a free port.
 */
export async function startBenchApi() {
  const { startApi, seedWalletsIfEmpty } = await import('@latch/api')
  const api = await startApi({
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory',
    seedDevProject: true,
    onDbReady: seedWalletsIfEmpty,
  })
  const query = new URLSearchParams({ api: api.url, project: 'latch-demo' })
  return { query: `?${query}`, close: api.close }
}

/** Click → first visible frame, per view, at 1× and 4× CPU. */
async function benchFirstVisibleFrame(runs) {
  const rows = []
  const api = await startBenchApi()
  try {
    for (const view of visibleViews)
      rows.push(...(await benchViewFrames(view, runs, api.query)))
  } finally {
    await api.close()
  }
  return rows
}

/** One view's click → first visible frame, at 1× and 4× CPU. */
async function benchViewFrames(
  { view, app, button, prepare, content },
  runs,
  query,
) {
  const rows = []
  const build = await buildApp(join(appsDir, app))
  const server = await serveStatic({ root: build.outDir, port: 0 })
  try {
    for (const cpuThrottle of [1, CPU_THROTTLE]) {
      const measured = await measureFirstVisibleFrame(server.url + query, {
        runs,
        button,
        cpuThrottle,
        prepare,
        content,
      })
      rows.push({ view, cpuThrottle, ...measured })
    }
  } finally {
    await server.close()
  }
  return rows
}

/**
 * @param {{ runs: number, apps?: string[] }} options apps: subset of
 *   'react-only' and 'latch' (default both)
 */
export async function benchModalSection({ runs, apps: names }) {
  const apps = [
    { name: 'react-only', label: 'React 19 alone', open: false },
    { name: 'latch', label: 'Latch', open: true },
  ].filter((app) => !names || names.includes(app.name))
  const results = []
  for (const app of apps) {
    console.log(`==> ${app.label}`)
    results.push(await benchApp(app, runs))
  }

  const base = results.find((r) => r.name === 'react-only')
  const delta = (n, b) => (b === undefined ? '' : ` (+${kb(n - b)})`)
  console.log(
    '\n| app | first-load JS gzip | JS before click, gzip | click → dialog | heap after open |',
  )
  console.log('| --- | --- | --- | --- | --- |')
  for (const r of results) {
    const first = r.build.firstLoadGzip
    const before = r.live.jsBeforeClickGzip
    const b = r === base ? undefined : base
    console.log(
      `| ${r.label} | ${kb(first)}${delta(first, b?.build.firstLoadGzip)} | ` +
        `${kb(before)}${delta(before, b?.live.jsBeforeClickGzip)} | ` +
        `${ms(r.live.clickToDialogMs)} | ${mib(r.live.heapBytes)} |`,
    )
  }

  const latch = results.find((r) => r.name === 'latch')
  const checks = []
  if (latch) {
    console.log(
      '\n==> click → first visible frame (opacity > 0, in view), to the end of its paint (bench/measureVisible.mjs)',
    )
    const frames = await benchFirstVisibleFrame(runs)
    console.log('\n| view | CPU | median | samples | end of the frame by |')
    console.log('| --- | --- | --- | --- | --- |')
    for (const f of frames) {
      console.log(
        `| ${f.view} | ${f.cpuThrottle}× | ${ms(f.ms)} | ${f.samples.map((x) => x.toFixed(1)).join(', ')} | ${f.methods.join(', ')} |`,
      )
      const budget =
        f.cpuThrottle === 1
          ? budgets.firstVisibleFrameMs
          : budgets.firstVisibleFrameThrottledMs
      checks.push([
        `click → ${f.view} visible, ${f.cpuThrottle}× CPU (median)`,
        ms(f.ms),
        `≤ ${ms(budget)}`,
        f.ms <= budget,
      ])
    }
    console.log(
      "\n==> click → the view's content painted (same method), and layout shift after the first frame",
    )
    console.log('\n| view | content | CPU | median | samples |')
    console.log('| --- | --- | --- | --- | --- |')
    for (const f of frames) {
      for (const [name, c] of Object.entries(f.content)) {
        console.log(
          `| ${f.view} | ${name} | ${f.cpuThrottle}× | ${ms(c.ms)} | ${c.samples.map((x) => x.toFixed(1)).join(', ')} |`,
        )
        const budget =
          f.cpuThrottle === 1
            ? budgets.clickToContentMs
            : budgets.clickToContentThrottledMs
        checks.push([
          `click → ${f.view}'s ${name} painted, ${f.cpuThrottle}× CPU (median)`,
          ms(c.ms),
          `≤ ${ms(budget)}`,
          c.ms <= budget,
        ])
      }
      console.log(
        `  ${f.view} ${f.cpuThrottle}×: layout shift after the first frame per run: ${f.layoutShifts.map(shift).join(', ')}`,
      )
      for (const source of f.shiftSources) console.log(`    moved: ${source}`)
      checks.push([
        `${f.view}, ${f.cpuThrottle}× CPU: layout shift after the first frame (worst run)`,
        shift(f.layoutShift),
        `≤ ${budgets.layoutShiftAfterFirstFrame}`,
        f.layoutShift <= budgets.layoutShiftAfterFirstFrame,
      ])
    }
    latch.live.firstVisibleFrame = frames
  }
  if (latch && base) {
    const firstOver = latch.build.firstLoadGzip - base.build.firstLoadGzip
    const beforeOver =
      latch.live.jsBeforeClickGzip - base.live.jsBeforeClickGzip
    checks.push(
      [
        'first load over React',
        kb(firstOver),
        `≤ ${kb(budgets.firstLoadOverReact)}`,
        firstOver <= budgets.firstLoadOverReact,
      ],
      [
        'before first click over React',
        kb(beforeOver),
        `≤ ${kb(budgets.beforeClickOverReact)}`,
        beforeOver <= budgets.beforeClickOverReact,
      ],
      [
        'click → dialog (median)',
        ms(latch.live.clickToDialogMs),
        `≤ ${ms(budgets.clickToDialogMs)}`,
        latch.live.clickToDialogMs <= budgets.clickToDialogMs,
      ],
    )
  }
  return { results, checks }
}
