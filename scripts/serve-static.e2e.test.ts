import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type StaticServer, serveStatic } from './serve-static.mjs'

let root: string
let server: StaticServer
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'latch-static-'))
  await mkdir(join(root, 'assets'))
  await writeFile(join(root, 'index.html'), '<!doctype html><p>home</p>')
  await writeFile(join(root, 'assets', 'app-1.js'), 'export {}')
  await writeFile(join(root, 'assets', 'app-1.css'), 'p{}')
  server = await serveStatic({ root, port: 0 })
})
afterAll(async () => {
  await server.close()
  await rm(root, { recursive: true, force: true })
})

test('port 0 picks a free loopback port', () => {
  expect(server.port).toBeGreaterThan(0)
  expect(server.url).toBe(`http://127.0.0.1:${server.port}/`)
})

test('serves files with their content type', async () => {
  const js = await fetch(new URL('assets/app-1.js', server.url))
  expect(js.status).toBe(200)
  expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  expect(await js.text()).toBe('export {}')
  const css = await fetch(new URL('assets/app-1.css', server.url))
  expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
  const html = await fetch(server.url)
  expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
})

test('falls back to index.html for app routes, 404 for missing files', async () => {
  const route = await fetch(new URL('some/route?x=1', server.url))
  expect(route.status).toBe(200)
  expect(await route.text()).toContain('home')
  const missing = await fetch(new URL('assets/missing.js', server.url))
  expect(missing.status).toBe(404)
})

test('never serves files outside the root', async () => {
  const escaped = await fetch(`${server.url}..%2f..%2f..%2fetc%2fhostname`)
  expect(await escaped.text()).toContain('home')
})

test('sends the given headers with every file', async () => {
  const policy = "default-src 'self'"
  const withHeaders = await serveStatic({
    root,
    port: 0,
    headers: { 'content-security-policy': policy },
  })
  try {
    for (const path of ['', 'assets/app-1.js', 'some/route']) {
      const response = await fetch(new URL(path, withHeaders.url))
      expect(response.headers.get('content-security-policy')).toBe(policy)
    }
    const html = await fetch(server.url)
    expect(html.headers.get('content-security-policy')).toBeNull()
  } finally {
    await withHeaders.close()
  }
})
