#!/usr/bin/env node
// Where the bytes of a bench app come from (`npm run size:map [app]`,
// default bench/apps/latch): builds it with source maps, finds which chunks
// the page fetches before the first click (as scripts/size-check.mjs does),
// and gives each source file its share of every chunk's gzip size.
//
// A chunk's minified characters are attributed to the source file that
// their source-map segment names; each source's characters are gzipped on
// their own and the results scaled so that they add up to the chunk's real
// gzip size. An estimate (gzip compresses across files), good enough to
// rank what to move or shrink. Prints, for the first load and for the rest
// fetched before the click, the sources by estimated gzip bytes and then
// the same grouped by package.
//   node bench/sizeMap.mjs [appDir] [--top N] [--json file]
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { serveStatic } from '../scripts/serve-static.mjs'
import { buildApp, gzipSize } from './build.mjs'
import { measureJsBeforeClick } from './measure.mjs'

const repo = join(dirname(fileURLToPath(import.meta.url)), '..')
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, json: { type: 'string' } },
})
const appDir = resolve(positionals[0] ?? join(repo, 'bench', 'apps', 'latch'))
const top = Number(values.top)

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]))

/** Decodes one line of source-map mappings: [generatedColumn, source][]. */
function decodeLine(line, state) {
  const segments = []
  let column = 0
  for (const segment of line.split(',')) {
    if (!segment) continue
    const fields = []
    let value = 0
    let shift = 0
    for (const c of segment) {
      const digit = B64_VALUE.get(c)
      value += (digit & 31) << shift
      if (digit & 32) shift += 5
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
        value = 0
        shift = 0
      }
    }
    column += fields[0]
    if (fields.length > 1) state.source += fields[1]
    segments.push([column, fields.length > 1 ? state.source : -1])
  }
  return segments
}

/** Characters of `code` per source file, as its source map says. */
function charactersBySource(code, map, mapDir) {
  const names = map.sources.map((s) =>
    relative(repo, resolve(mapDir, map.sourceRoot ?? '', s)),
  )
  const parts = new Map()
  const add = (name, text) => {
    if (!text) return
    const list = parts.get(name) ?? []
    list.push(text)
    parts.set(name, list)
  }
  const state = { source: 0 }
  const lines = code.split('\n')
  const mappings = map.mappings.split(';')
  lines.forEach((line, i) => {
    const segments = decodeLine(mappings[i] ?? '', state)
    if (segments.length === 0 || segments[0][0] > 0)
      add('(unmapped)', line.slice(0, segments[0]?.[0] ?? line.length))
    segments.forEach(([column, source], j) => {
      const end = segments[j + 1]?.[0] ?? line.length
      add(source < 0 ? '(unmapped)' : names[source], line.slice(column, end))
    })
  })
  return new Map([...parts].map(([name, list]) => [name, list.join('\n')]))
}

/** A source file's package: `@latch/<dir>` or the node_modules package. */
function packageOf(source) {
  const modules = source.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 13).split('/')
    return scope.startsWith('@') ? `${scope}/${name}` : scope
  }
  const latch = source.match(/^packages\/([^/]+)\//)
  return latch ? `@latch/${latch[1]}` : source
}

const outDir = join(tmpdir(), `latch-size-map-${process.pid}`)
const build = await buildApp(appDir, { outDir, sourcemap: true })
const server = await serveStatic({ root: outDir, port: 0 })
let fetched
try {
  const measured = await measureJsBeforeClick(server.url, { locale: 'en-US' })
  fetched = new Set(measured.files.map((f) => new URL(f.url).pathname.slice(1)))
} finally {
  await server.close()
}

const rows = []
for (const file of build.files) {
  const path = join(outDir, file.file)
  const code = (await readFile(path, 'utf8')).replace(
    /\n?\/\/# sourceMappingURL=.*\s*$/,
    '',
  )
  const map = JSON.parse(await readFile(`${path}.map`, 'utf8'))
  const when =
    file.kind === 'initial'
      ? 'first load'
      : fetched.has(file.file)
        ? 'before click'
        : 'later'
  const parts = charactersBySource(code, map, dirname(path))
  const raw = [...parts].map(([source, text]) => ({
    source,
    bytes: Buffer.byteLength(text),
    gzip: gzipSize(Buffer.from(text)),
  }))
  const chunkGzip = gzipSize(Buffer.from(code))
  const total = raw.reduce((n, r) => n + r.gzip, 0) || 1
  for (const r of raw)
    rows.push({
      ...r,
      chunk: file.file,
      when,
      gzip: Math.round((r.gzip * chunkGzip) / total),
    })
}
await rm(outDir, { recursive: true, force: true })

const n = (x) => x.toLocaleString('en-US').padStart(7)
function table(title, list, key) {
  const sums = new Map()
  for (const r of list) {
    const k = key(r)
    const s = sums.get(k) ?? { gzip: 0, bytes: 0 }
    s.gzip += r.gzip
    s.bytes += r.bytes
    sums.set(k, s)
  }
  const sorted = [...sums].sort((a, b) => b[1].gzip - a[1].gzip)
  const gzip = sorted.reduce((x, [, s]) => x + s.gzip, 0)
  console.log(`\n${title}: ${gzip.toLocaleString('en-US')} B gzip (estimate)`)
  console.log('   gzip    min  source')
  for (const [k, s] of sorted.slice(0, top))
    console.log(`${n(s.gzip)} ${n(s.bytes)}  ${k}`)
  if (sorted.length > top) console.log(`  … ${sorted.length - top} more`)
}
for (const when of ['first load', 'before click']) {
  const list = rows.filter((r) => r.when === when)
  table(`${when}, by package`, list, (r) => packageOf(r.source))
  table(`${when}, by source`, list, (r) => `${r.source}  [${r.chunk}]`)
}
if (values.json) await writeFile(values.json, JSON.stringify(rows, null, 1))
