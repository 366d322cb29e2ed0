// Section "modal": builds bench/apps/react-only and bench/apps/latch,
// measures them in headless Chromium (first-load JS, JS before the first
// click, click → dialog, heap) and checks the modal budgets.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic } from '../../scripts/serve-static.mjs'
import { budgets } from '../budgets.mjs'
import { buildApp } from '../build.mjs'
import { kb, ms } from '../lib/stats.mjs'
import { measureApp } from '../measure.mjs'

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
