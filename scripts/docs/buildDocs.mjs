import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSearchIndex } from './buildSearchIndex.mjs'
import { collectApiSymbols } from './collectApiSymbols.mjs'
import { collectGuides } from './collectGuides.mjs'
import { copyDocImages } from './copyDocImages.mjs'
import { readPublicEntries } from './readPublicEntries.mjs'
import { renderApiPages } from './renderApiPages.mjs'
import { renderMarkdown } from './renderMarkdown.mjs'
import { renderPage } from './renderPage.mjs'
import { sitePathToFile } from './sitePathToFile.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)

/**
 * Builds the documentation site into `outDir`: the hand-written pages of
 * `docs/` and the API reference generated from the TSDoc of every public
 * package's `src/exports/*.ts` (a hand-written page on the same path as a
 * reference page comes first on it), the search index and the assets.
 * Static files only; every page is `{path}/index.html`.
 *
 * @returns {{ pages: number, guides: number, searchIndexBytes: number, ms: number }}
 */
export function buildDocs({ root, outDir = join(root, 'docs', 'dist') }) {
  const started = performance.now()
  const packages = readPublicEntries(root)
  const apiPages = renderApiPages(collectApiSymbols(root, packages), packages)
  const guides = collectGuides(join(root, 'docs'))
  const nav = JSON.parse(readFileSync(join(root, 'docs', 'nav.json'), 'utf8'))
  nav.push({
    title: 'API reference',
    items: packages.map((pkg) => ({ title: pkg.name, path: pkg.base })),
  })

  const sources = new Map()
  for (const [path, page] of apiPages)
    sources.set(path, {
      title: page.title,
      markdown: page.markdown.join('\n\n'),
      api: true,
    })
  for (const [path, guide] of guides) {
    const reference = apiPages.get(path)
    sources.set(path, {
      title: guide.title,
      markdown: reference
        ? `${guide.markdown}\n\n## Reference\n\n${reference.markdown
            .join('\n\n')
            .replace(/^# .*\n*/, '')
            .replace(
              /^(#+) /gm,
              (_, hashes) => `${hashes.length === 1 ? '##' : `${hashes}#`} `,
            )}`
        : guide.markdown,
      api: false,
    })
  }

  rmSync(outDir, { recursive: true, force: true })
  const rendered = []
  const write = (path, title, html, headings) => {
    const file = join(outDir, sitePathToFile(path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, renderPage({ path, title, html, headings, nav }))
  }
  for (const [path, source] of [...sources].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const page = renderMarkdown(source.markdown, path)
    write(path, source.title, page.html, page.headings)
    rendered.push({ path, title: source.title, api: source.api, ...page })
  }
  write(
    '/search',
    'Search',
    '<h1 id="search">Search</h1>\n<ul id="search-page" class="page-results" aria-live="polite"></ul>\n',
    [],
  )

  const assets = join(outDir, 'assets')
  mkdirSync(assets, { recursive: true })
  for (const name of ['site.css', 'search.js', 'search-options.js'])
    writeFileSync(join(assets, name), readFileSync(join(here, 'assets', name)))
  const minisearch = readFileSync(
    join(dirname(require.resolve('minisearch')), '..', 'es', 'index.js'),
    'utf8',
  )
  writeFileSync(
    join(assets, 'minisearch.js'),
    minisearch.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'),
  )
  copyDocImages(join(root, 'docs'), outDir)
  const index = buildSearchIndex(rendered)
  writeFileSync(join(assets, 'search-index.json'), index)
  return {
    pages: rendered.length + 1,
    guides: guides.size,
    searchIndexBytes: Buffer.byteLength(index),
    ms: Math.round(performance.now() - started),
  }
}
