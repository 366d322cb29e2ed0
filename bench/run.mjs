#!/usr/bin/env node
// npm run bench [-- --only <section>[,<section>…]] [--runs N]
// Sections: modal (react-only, latch), protocol, connect, pairing, send,
// signin, embedded, relay, api, abuse, userop, swap, footprint.
// Each section prints a table; then every budget is printed as PASS / FAIL
// and all figures are written to bench-results/<time>.json (and
// latest.json). Exit code 1 when a budget fails or a section throws.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { budgets } from './budgets.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
})
const modalApps = ['react-only', 'latch']
const sections = {
  modal: async (only) => {
    const { benchModalSection } = await import('./sections/modal.mjs')
    const apps = only?.filter((name) => modalApps.includes(name))
    return benchModalSection({
      runs: Number(values.runs),
      apps: apps?.length ? apps : undefined,
    })
  },
  protocol: async () =>
    (await import('./sections/protocolSize.mjs')).benchProtocolSize(),
  connect: async () => (await import('./sections/connect.mjs')).benchConnect(),
  pairing: async () => (await import('./sections/pairing.mjs')).benchPairing(),
  send: async () => (await import('./sections/send.mjs')).benchSend(),
  signin: async () => (await import('./sections/signin.mjs')).benchSignin(),
  embedded: async () =>
    (await import('./sections/embedded.mjs')).benchEmbedded(),
  relay: async () => (await import('./sections/relay.mjs')).benchRelay(),
  api: async () => (await import('./sections/api.mjs')).benchApi(),
  abuse: async () => (await import('./sections/abuse.mjs')).benchAbuse(),
  userop: async () => (await import('./sections/userop.mjs')).benchUserOp(),
  swap: async () => (await import('./sections/swap.mjs')).benchSwap(),
  footprint: async () =>
    (await import('./sections/footprint.mjs')).benchFootprint(),
}
const only = values.only?.split(',').map((s) => s.trim())
const unknown = only?.filter((s) => !(s in sections) && !modalApps.includes(s))
if (unknown?.length) {
  console.error(
    `unknown section ${unknown.join(', ')}; known: ${[...Object.keys(sections), ...modalApps].join(', ')}`,
  )
  process.exit(2)
}
const selected = Object.keys(sections).filter(
  (name) =>
    !only ||
    only.includes(name) ||
    (name === 'modal' && only.some((s) => modalApps.includes(s))),
)

const results = {}
const checks = []
const failures = []
for (const name of selected) {
  console.log(`\n======== ${name} ========`)
  const t0 = performance.now()
  try {
    const section = await sections[name](only)
    results[name] = section.results
    checks.push(
      ...section.checks.map((c) => [`${name}: ${c[0]}`, ...c.slice(1)]),
    )
  } catch (error) {
    console.error(`section ${name} failed:`, error)
    failures.push({ section: name, error: String(error?.stack ?? error) })
  }
  console.log(`(${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s)`)
}

if (checks.length) {
  console.log('\nBudgets:')
  for (const [name, value, budget, ok] of checks) {
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${value} (budget ${budget})`,
    )
  }
}
for (const { section } of failures)
  console.log(`  FAIL  ${section}: did not run to the end`)

const outDir = join(here, '..', 'bench-results')
await mkdir(outDir, { recursive: true })
const file = join(
  outDir,
  `${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
)
const json = JSON.stringify(
  { date: new Date(), budgets, sections: selected, results, checks, failures },
  null,
  2,
)
await writeFile(file, json)
await writeFile(join(outDir, 'latest.json'), json)
console.log(`\nresults written to ${file}`)
process.exit(failures.length === 0 && checks.every(([, , , ok]) => ok) ? 0 : 1)
