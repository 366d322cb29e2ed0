#!/usr/bin/env node
// Size budgets (bytes, never time): builds bench/apps/react-only and
// bench/apps/latch (every feature a host turns on) and compares their gzip
// JS. Exit 1 when over budget.
//   first load    = JS referenced by index.html (scripts + modulepreloads)
//   before click  = JS the page fetched in headless Chromium before any
//                   click: its scripts, the modal prefetched on idle, and
//                   what its effects load (measured once the browser is
//                   idle with no request under way)
//   wagmi connector = first load of a wagmi app rendering Latch with the
//                   `latch()` connector, over the same app without it
//                   (apps/wagmi-example/src/size; builds only)
//   catalogues    = each non-English message catalogue is its own chunk,
//                   ≤ 4 KB gzip, never fetched by an English browser, and
//                   the only one fetched by a browser in its language
import { readdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { budgets, KB } from '../bench/budgets.mjs'
import { buildApp } from '../bench/build.mjs'
import { measureJsBeforeClick } from '../bench/measure.mjs'
import { serveStatic } from './serve-static.mjs'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
const apps = join(repo, 'bench', 'apps')
// A language other than English whose catalogue a browser set to it loads.
const otherLanguage = { locale: 'de-DE', catalogue: 'de' }

async function measure(name, otherLocale) {
  const build = await buildApp(join(apps, name))
  const server = await serveStatic({ root: build.outDir, port: 0 })
  try {
    const beforeClick = await measureJsBeforeClick(server.url, {
      locale: 'en-US',
    })
    const inOtherLocale = otherLocale
      ? await measureJsBeforeClick(server.url, { locale: otherLocale })
      : undefined
    return { build, beforeClick, inOtherLocale }
  } finally {
    await server.close()
  }
}

const react = await measure('react-only')
const latch = await measure('latch', otherLanguage.locale)

// The catalogues: packages/react/src/messages/locales/<tag>.ts, each built
// into its own chunk named after it.
const catalogueNames = readdirSync(
  join(repo, 'packages', 'react', 'src', 'messages', 'locales'),
)
  .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
  .map((f) => f.slice(0, -3))
const catalogueOf = (file) =>
  catalogueNames.find((name) =>
    new RegExp(`(^|/)${name}-[\\w-]{8}\\.js$`).test(file),
  )
const catalogues = latch.build.files.filter((f) => catalogueOf(f.file))
const fetchedCatalogues = (measured) =>
  measured.files
    .map((f) => catalogueOf(new URL(f.url).pathname))
    .filter((name) => name !== undefined)

// The wagmi pages: first load only (what their connector costs is bytes
// in index.html's scripts; the modal they share is measured above).
const wagmiPages = join(
  apps,
  '..',
  '..',
  'apps',
  'wagmi-example',
  'src',
  'size',
)
const wagmiBuild = (name) =>
  buildApp(join(wagmiPages, name), {
    outDir: join(tmpdir(), `latch-size-${name}-${process.pid}`),
  })
const wagmiOnly = await wagmiBuild('wagmi-only')
const wagmiBase = await wagmiBuild('latch-base')
const wagmiLatch = await wagmiBuild('latch-connector')
for (const { outDir } of [wagmiOnly, wagmiBase, wagmiLatch])
  await rm(outDir, { recursive: true, force: true })

const kb = (n) => `${(n / KB).toFixed(1)} KB`
const checks = [
  {
    name: 'first-load JS gzip over React alone',
    over: latch.build.firstLoadGzip - react.build.firstLoadGzip,
    budget: budgets.firstLoadOverReact,
  },
  {
    name: 'JS fetched before the first click, gzip, over React alone',
    over: latch.beforeClick.gzip - react.beforeClick.gzip,
    budget: budgets.beforeClickOverReact,
  },
  {
    name: 'wagmi app first load, gzip: the latch() connector',
    over: wagmiLatch.firstLoadGzip - wagmiBase.firstLoadGzip,
    budget: budgets.wagmiConnector,
  },
]

console.log('Latch bench app JS (gzip), fetched before the first click:')
for (const f of latch.beforeClick.files)
  console.log(`  ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`)
console.log('Fetched later (on a click, a connection, a view):')
const fetched = new Set(
  latch.beforeClick.files.map((f) => new URL(f.url).pathname.slice(1)),
)
for (const f of latch.build.files.filter((f) => !fetched.has(f.file)))
  console.log(`  ${kb(f.gzip).padStart(9)}  /${f.file}`)
console.log(`React alone first load: ${kb(react.build.firstLoadGzip)}`)
console.log(
  `wagmi app first load: ${kb(wagmiOnly.firstLoadGzip)} alone (injected), ` +
    `${kb(wagmiBase.firstLoadGzip)} with Latch's provider, ` +
    `${kb(wagmiLatch.firstLoadGzip)} with the latch() connector ` +
    `(+${kb(wagmiLatch.firstLoadGzip - wagmiOnly.firstLoadGzip)} over wagmi alone)`,
)
let failed = false
console.log('Message catalogues (gzip), one chunk per language:')
for (const name of catalogueNames) {
  const chunk = catalogues.find((f) => catalogueOf(f.file) === name)
  const ok = chunk !== undefined && chunk.gzip <= budgets.catalogueGzip
  failed ||= !ok
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${name}: ${chunk ? kb(chunk.gzip) : 'no chunk'} (budget ≤ ${kb(budgets.catalogueGzip)})`,
  )
}
const inEnglish = fetchedCatalogues(latch.beforeClick)
const inOther = fetchedCatalogues(latch.inOtherLocale)
const lazyChecks = [
  {
    name: 'no catalogue is in the first load',
    ok: catalogues.every((f) => f.kind !== 'initial'),
  },
  {
    name: `an English browser fetches no catalogue (fetched: ${inEnglish.join(', ') || 'none'})`,
    ok: inEnglish.length === 0,
  },
  {
    name: `a ${otherLanguage.locale} browser fetches only its catalogue (fetched: ${inOther.join(', ') || 'none'})`,
    ok: inOther.length === 1 && inOther[0] === otherLanguage.catalogue,
  },
]
for (const { name, ok } of lazyChecks) {
  failed ||= !ok
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`)
}
for (const { name, over, budget } of checks) {
  const ok = over <= budget
  failed ||= !ok
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  ${name}: +${kb(over)} (${over.toLocaleString('en-US')} B; budget ≤ ${kb(budget)})`,
  )
}
// The measure is only true if the page prefetched its modal.
if (!latch.beforeClick.files.some((f) => /\/Modal-[\w-]+\.js$/.test(f.url))) {
  console.error('size check: the modal chunk was not prefetched; not measured')
  failed = true
}
if (failed) {
  console.error('size check failed: Latch is over its size budget (see above)')
  process.exit(1)
}
