#!/usr/bin/env node
// npm run bench: builds bench/apps/react-only and bench/apps/latch, measures
// them in headless Chromium, prints a table and the budgets, and writes
// bench-results/<time>.json. Exit code 1 when a budget fails.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serveStatic } from '../scripts/serve-static.mjs'
import { budgets, KB } from './budgets.mjs'
import { buildApp } from './build.mjs'
import { measureApp } from './measure.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
})
const apps = [
  { name: 'react-only', label: 'React 19 alone', open: false },
  { name: 'latch', label: 'Latch', open: true },
].filter((app) => !values.only || app.name === values.only)

async function benchApp(app) {
  const build = await buildApp(join(here, 'apps', app.name))
  const server = await serveStatic({ root: build.outDir, port: 0 })
  try {
    const runs = Number(values.runs)
    const live = await measureApp(server.url, { runs, open: app.open })
    return { ...app, build, live }
  } finally {
    await server.close()
  }
}

const results = []
for (const app of apps) {
  console.log(`==> ${app.label}`)
  results.push(await benchApp(app))
}

const kb = (n) => (n === undefined ? '—' : `${(n / KB).toFixed(1)} KB`)
const ms = (n) => (n === undefined ? '—' : `${n.toFixed(1)} ms`)
const mib = (n) => `${(n / 2 ** 20).toFixed(1)} MiB`
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
  const beforeOver = latch.live.jsBeforeClickGzip - base.live.jsBeforeClickGzip
  checks.push(
    [
      'first load over React',
      kb(firstOver),
      kb(budgets.firstLoadOverReact),
      firstOver <= budgets.firstLoadOverReact,
    ],
    [
      'before first click over React',
      kb(beforeOver),
      kb(budgets.beforeClickOverReact),
      beforeOver <= budgets.beforeClickOverReact,
    ],
    [
      'click → dialog (median)',
      ms(latch.live.clickToDialogMs),
      ms(budgets.clickToDialogMs),
      latch.live.clickToDialogMs <= budgets.clickToDialogMs,
    ],
  )
  console.log('\nBudgets:')
  for (const [name, value, budget, ok] of checks) {
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} (budget ≤ ${budget})`,
    )
  }
}

const outDir = join(here, '..', 'bench-results')
await mkdir(outDir, { recursive: true })
const file = join(
  outDir,
  `${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
)
const json = JSON.stringify(
  { date: new Date(), budgets, results, checks },
  null,
  2,
)
await writeFile(file, json)
await writeFile(join(outDir, 'latest.json'), json)
console.log(`\nresults written to ${file}`)
process.exit(checks.every(([, , , ok]) => ok) ? 0 : 1)
