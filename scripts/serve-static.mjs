#!/usr/bin/env node
// A tiny static file server for built pages (demo, bench apps): no
// dependencies, correct content types, SPA fallback to index.html.
//
//   node scripts/serve-static.mjs <dir> [--host 127.0.0.1] [--port 5173]
//
// `--port 0` picks a free port; the chosen URL is printed on one line.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}

async function fileAt(path) {
  try {
    const info = await stat(path)
    if (info.isFile()) return path
    if (info.isDirectory()) return fileAt(join(path, 'index.html'))
  } catch {}
  return undefined
}

/**
 * Serves `root` over HTTP. Unknown paths without an extension fall back to
 * `index.html` (single-page app); unknown files with an extension are 404.
 * `headers` go on every 200 answer (e.g. a Content-Security-Policy).
 * @param {{ root: string, host?: string, port?: number, headers?: Record<string, string> }} options
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function serveStatic({
  root,
  host = '127.0.0.1',
  port = 0,
  headers = {},
}) {
  const base = resolve(root)
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(
      new URL(req.url ?? '/', 'http://x').pathname,
    )
    const wanted = normalize(join(base, pathname))
    let file =
      wanted.startsWith(base + sep) || wanted === base
        ? await fileAt(wanted)
        : undefined
    if (!file && !extname(pathname))
      file = await fileAt(join(base, 'index.html'))
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Not found')
      return
    }
    const type = types[extname(file)] ?? 'application/octet-stream'
    const immutable = file.includes(`${sep}assets${sep}`)
    res.writeHead(200, {
      ...headers,
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000' : 'no-cache',
    })
    if (req.method === 'HEAD') return res.end()
    createReadStream(file).pipe(res)
  })
  await new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, ok)
  })
  const address = server.address()
  const chosen = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${chosen}/`,
    port: chosen,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      port: { type: 'string', default: process.env.PORT ?? '5173' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help || positionals.length !== 1) {
    console.log('usage: serve-static.mjs <dir> [--host H] [--port N (0=free)]')
    process.exit(values.help ? 0 : 2)
  }
  const { url } = await serveStatic({
    root: positionals[0],
    host: values.host,
    port: Number(values.port),
  })
  console.log(`serving ${positionals[0]} at ${url}`)
}
