#!/usr/bin/env node
// npm run docs: builds the documentation site into docs/dist (git-ignored):
// static files only, every page a folder with an index.html, links relative,
// so any static server serves it under any path, e.g.
//   node scripts/serve-static.mjs docs/dist --port 5175
//
// Where pages come from:
// - docs/**/*.md, hand-written: `docs/guide/x.md` is the page /guide/x,
//   `index.md` its folder; the first `# ` heading is the title; links to other
//   pages are site paths (`/core/siwx#message`). docs/nav.json is the sidebar.
// - the API reference, generated from the TSDoc of every public package's
//   src/exports/*.ts with the TypeScript compiler (collectApiSymbols.mjs):
//   one page per export at /<package>/<name>, or /<package>/<folder>/<name>
//   for exports of actions/, connectors/, hooks/, components/ and siwx/ —
//   the paths the errors' `docsPath`s use. A hand-written page on the same
//   path comes first, the reference below it.
// - the search index (MiniSearch, prebuilt) in assets/search-index.json, read
//   by assets/search.js; each page carries a strict CSP meta tag.
// scripts/docs/docs.test.ts builds the site and checks it (docsPaths, links,
// CSP, env vars and flags of the servers, search).
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
