// The documentation site (npm run docs): built once here into a temporary
// folder, then checked as a static site: every error's docsPath resolves to
// a page (and anchor), no internal link or anchor is broken, no page needs
// inline script or style (strict CSP), the self-hosting pages list every
// environment variable and CLI flag the servers read, and the prebuilt
// search index answers offline.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import MiniSearch from 'minisearch'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchChromium } from '../chromium.mjs'
import { serveStatic } from '../serve-static.mjs'
import options from './assets/search-options.js'
import { buildDocs } from './buildDocs.mjs'
import { checkSite } from './checkSite.mjs'
import { collectDocsPaths } from './collectDocsPaths.mjs'
import { collectServerEnv } from './collectServerEnv.mjs'
import { readPublicEntries } from './readPublicEntries.mjs'
import { contentSecurityPolicy } from './renderPage.mjs'
import { sitePathToFile } from './sitePathToFile.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
let outDir = ''
let built: ReturnType<typeof buildDocs>

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'latch-docs-'))
  built = buildDocs({ root, outDir })
}, 300_000)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const page = (path: string) =>
  readFileSync(join(outDir, sitePathToFile(path)), 'utf8')
const text = (path: string) =>
  page(path)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
const ids = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]))

describe('docs site', () => {
  test('every docsPath an error carries is a page, with its anchor', () => {
    const paths = collectDocsPaths(root)
    expect(paths.length).toBeGreaterThan(50)
    const missing = paths.filter(({ path }) => {
      const [file, hash] = path.split('#')
      let html: string
      try {
        html = page(file ?? '/')
      } catch {
        return true
      }
      return hash !== undefined && !ids(html).has(hash)
    })
    expect(missing.map(({ path, where }) => `${path} (${where})`)).toEqual([])
  })

  test('the API reference lists every export of every public entry point, with its TSDoc', () => {
    let names = 0
    for (const pkg of readPublicEntries(root)) {
      const index = page(pkg.base)
      for (const entry of pkg.entries) {
        const source = readFileSync(entry.file, 'utf8')
        const exported = [...source.matchAll(/export (?:type )?\{([^}]*)\}/g)]
          .flatMap((match) => (match[1] ?? '').split(','))
          .map(
            (part) =>
              part
                .replace(/\btype\s+/, '')
                .trim()
                .split(/\s+as\s+/)
                .at(-1) ?? '',
          )
          .filter(Boolean)
        names += exported.length
        expect(
          exported.filter((name) => !index.includes(`<code>${name}</code>`)),
          `${entry.specifier} exports missing from ${pkg.base}`,
        ).toEqual([])
      }
    }
    expect(names).toBeGreaterThan(1000)
    // Generated from the source's TSDoc, not written by hand:
    expect(text('/core/createConfig')).toContain(
      'Your project id on your Latch API server.',
    )
  })

  test('no broken internal link or anchor, no inline script or style', () => {
    const result = checkSite(outDir)
    expect(result.pages).toBe(built.pages)
    expect(result.links).toBeGreaterThan(1000)
    expect(result.broken).toEqual([])
    expect(result.inline).toEqual([])
  })

  test('the self-hosting pages list every env var and CLI flag the servers read', () => {
    const pages: Record<string, string> = {
      relay: text('/self-hosting/relay'),
      api: text('/self-hosting/api') + text('/self-hosting/embedded-wallet'),
    }
    const env = collectServerEnv(root)
    expect(env.length).toBeGreaterThan(60)
    const undocumented = env.filter(
      ({ service, pattern }) => !pattern.test(pages[service] ?? ''),
    )
    expect(undocumented.map(({ name, where }) => `${name} (${where})`)).toEqual(
      [],
    )
    for (const [service, cli] of [
      ['relay', 'services/relay/src/node/runCli.ts'],
      ['api', 'services/api/src/cli/runCli.ts'],
    ] as const) {
      const source = readFileSync(join(root, cli), 'utf8')
      const flags = [
        ...source.matchAll(
          /^\s+'?([a-z][a-z-]*)'?: \{ type: '(?:string|boolean)'/gm,
        ),
      ].map((match) => `--${match[1]}`)
      expect(flags.length).toBeGreaterThan(2)
      expect(flags.filter((flag) => !pages[service]?.includes(flag))).toEqual(
        [],
      )
    }
  })

  test('the prebuilt search index loads and finds pages offline', () => {
    const json = readFileSync(
      join(outDir, 'assets', 'search-index.json'),
      'utf8',
    )
    expect(Buffer.byteLength(json)).toBe(built.searchIndexBytes)
    const search = MiniSearch.loadJSON(json, options)
    expect(search.search('createConfig', { prefix: true })[0]?.path).toBe(
      '/core/createConfig',
    )
    expect(
      search.search('LATCH_RELAY_MAX_CONNECTIONS').map((result) => result.path),
    ).toContain('/self-hosting/relay')
    expect(search.search('RainbowKit').map((result) => result.path)).toContain(
      '/migrate/rainbowkit',
    )
  })

  test('in Chromium under the strict CSP, search finds a page offline: 0 violations', async () => {
    expect(page('/')).toContain(`content="${contentSecurityPolicy}"`)
    const server = await serveStatic({ root: outDir, port: 0 })
    const browser = await launchChromium()
    try {
      const violations: string[] = []
      await browser.context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI}`,
          )
        })
      })
      const tab = await browser.context.newPage()
      tab.on('console', (message) => {
        if (/CSP violation|Content Security Policy/.test(message.text()))
          violations.push(message.text())
      })
      tab.on('pageerror', (error) => violations.push(error.message))
      await tab.goto(server.url)
      // Type, hear the count, go down to the first result with the keyboard.
      const searchbox = tab.getByRole('searchbox', { name: 'Search the docs' })
      await searchbox.fill('sendCalls')
      await tab
        .getByRole('status')
        .filter({ hasText: /^\d+ results?$/ })
        .waitFor()
      await searchbox.press('ArrowDown')
      await expect
        .poll(() => tab.evaluate(() => document.activeElement?.textContent))
        .toMatch(/^sendCalls /)
      await tab.keyboard.press('Enter')
      await tab.getByRole('heading', { level: 1, name: 'sendCalls' }).waitFor()
      expect(new URL(tab.url()).pathname).toBe('/core/actions/sendCalls/')

      await tab.goto(
        new URL('search/?q=LATCH_RELAY_MAX_CONNECTIONS', server.url).href,
      )
      await tab
        .locator('#search-page')
        .getByRole('link', { name: /Relay \(latch-relay\)/ })
        .waitFor()
      // The stylesheet applied (a file, style-src 'self'): the search label is visually hidden.
      const label = await tab.locator('label[for="search-input"]').boundingBox()
      expect(label?.width).toBeLessThanOrEqual(1)
      expect(violations).toEqual([])

      // axe-core (WCAG 2.x A/AA) on a guide and a reference page; evaluated
      // through the DevTools protocol, which the page's CSP does not govern.
      const axe = readFileSync(
        createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
        'utf8',
      )
      for (const path of ['guide/getting-started/', 'core/createConfig/']) {
        await tab.goto(new URL(path, server.url).href)
        await tab.evaluate(axe)
        const found = await tab.evaluate(async () => {
          const { axe } = window as unknown as {
            axe: {
              run(o: object): Promise<{
                violations: { id: string; nodes: { target: unknown }[] }[]
              }>
            }
          }
          const result = await axe.run({
            runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
          })
          return result.violations.map(
            (v) => `${v.id} ${JSON.stringify(v.nodes.map((n) => n.target))}`,
          )
        })
        expect(found, path).toEqual([])
      }
      expect(violations).toEqual([])
    } finally {
      await browser.close()
      await server.close()
    }
  }, 60_000)
})
