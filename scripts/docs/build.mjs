#!/usr/bin/env node
// npm run docs: builds the documentation site into docs/dist (static files;
// serve it with any static server, e.g. node scripts/serve-static.mjs docs/dist).
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildDocs } from './buildDocs.mjs'

const { values } = parseArgs({
  options: { out: { type: 'string' }, help: { type: 'boolean' } },
})
if (values.help) {
  console.log('usage: node scripts/docs/build.mjs [--out docs/dist]')
  process.exit(0)
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const outDir = values.out ? resolve(values.out) : join(root, 'docs', 'dist')
const { pages, guides, searchIndexBytes, ms } = buildDocs({ root, outDir })
console.log(
  `docs: ${pages} pages (${guides} hand-written) in ${outDir}, search index ${(searchIndexBytes / 1024).toFixed(0)} KB, ${ms} ms`,
)
