#!/usr/bin/env node
// Size budgets (bytes only, no browser): builds bench/apps/react-only and
// bench/apps/latch and compares their gzip JS. Exit 1 when over budget.
//   first load  = JS referenced by index.html (scripts + modulepreloads)
//   with modal  = first load + chunks the entry imports dynamically (the
//                 lazy modal) and their static imports
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { budgets, KB } from '../bench/budgets.mjs'
import { buildApp } from '../bench/build.mjs'

const apps = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'bench',
  'apps',
)
const react = await buildApp(join(apps, 'react-only'))
const latch = await buildApp(join(apps, 'latch'))

const kb = (n) => `${(n / KB).toFixed(1)} KB`
const checks = [
  {
    name: 'first-load JS gzip over React alone',
    over: latch.firstLoadGzip - react.firstLoadGzip,
    budget: budgets.firstLoadOverReact,
  },
  {
    name: 'JS incl. lazy modal chunks, gzip, over React alone',
    over: latch.modalGzip - react.modalGzip,
    budget: budgets.beforeClickOverReact,
  },
]

console.log('Latch bench app JS (gzip):')
for (const f of latch.files) {
  console.log(`  ${f.kind.padEnd(7)} ${kb(f.gzip).padStart(9)}  ${f.file}`)
}
console.log(`React alone first load: ${kb(react.firstLoadGzip)}`)
let failed = false
for (const { name, over, budget } of checks) {
  const ok = over <= budget
  failed ||= !ok
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${name}: +${kb(over)} (budget ≤ ${kb(budget)})`,
  )
}
if (failed) {
  console.error('size check failed: Latch is over its size budget (see above)')
  process.exit(1)
}
