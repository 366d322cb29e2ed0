import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { handleError } from '../../app/handleError.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { bodyLimit } from './index.js'

/** A body streamed in `count` chunks of `size` bytes; no Content-Length. */
function streamed(count: number, size: number) {
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === count) return controller.close()
      sent++
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, sent: () => sent }
}

/** A body that stays open until `release()`. */
function held() {
  let release = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{}'))
      release = () => controller.close()
    },
  })
  return { stream, release: () => release() }
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  ({ method: 'POST', body, headers, duplex: 'half' }) as RequestInit

function createTestApp(parameters: Parameters<typeof bodyLimit>[0]) {
  const app = new Hono()
  app.onError(handleError)
  app.use('*', bodyLimit(parameters))
  // A handler that reads naively, and one that swallows the failed read.
  app.post('/text', async (c) =>
    c.json({ length: (await c.req.text()).length }),
  )
  app.post('/swallow', async (c) => {
    const text = await c.req.text().catch(() => 'failed')
    return c.json({ text })
  })
  app.post('/json', async (c) => c.json(await readJsonBody(c)))
  return (path: string, init: RequestInit) =>
    app.request(`http://localhost${path}`, init)
}

describe('bodyLimit', () => {
  test('a body up to maxBytes passes, one byte more is 413', async () => {
    const request = createTestApp({ maxBytes: 1000 })
    const ok = await request('/text', post('x'.repeat(1000)))
    expect(await ok.json()).toEqual({ length: 1000 })
    const big = await request('/text', post('x'.repeat(1001)))
    expect(big.status).toBe(413)
    expect(big.headers.get('connection')).toBe('close')
    expect(await big.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body larger than 1000 bytes',
    })
  })

  test('a declared Content-Length over the limit is refused before reading', async () => {
    const request = createTestApp({ maxBytes: 1000 })
    const body = streamed(10, 10)
    const response = await request(
      '/text',
      post(body.stream, { 'content-length': String(300 * 2 ** 20) }),
    )
    expect(response.status).toBe(413)
    // Only the stream's own lookahead (one chunk) was produced.
    expect(body.sent()).toBeLessThanOrEqual(1)
  })

  test('a streamed body is abandoned at the limit, whatever the handler does', async () => {
    const request = createTestApp({ maxBytes: 64 * 1024 })
    // 4096 chunks of 16 KiB would be 64 MiB.
    for (const path of ['/text', '/swallow', '/json']) {
      const body = streamed(4096, 16 * 1024)
      const response = await request(path, post(body.stream))
      expect(response.status, path).toBe(413)
      expect((await response.json()).code).toBe('PAYLOAD_TOO_LARGE')
      // Read no further than the limit (and the stream's small lookahead).
      expect(body.sent(), path).toBeLessThan(16)
    }
  })

  test('per-request limits (e.g. larger for /admin/*)', async () => {
    const request = createTestApp({
      maxBytes: (c) => (c.req.path === '/json' ? 10 : 1000),
    })
    expect((await request('/text', post('x'.repeat(500)))).status).toBe(200)
    expect((await request('/json', post('{"a":"xxxxx"}'))).status).toBe(413)
  })

  test('at most maxConcurrent bodies stream at once: 503 with Retry-After', async () => {
    const request = createTestApp({ maxBytes: 1000, maxConcurrent: 2 })
    const first = held()
    const second = held()
    const pending = [
      request('/json', post(first.stream)),
      request('/json', post(second.stream)),
    ]
    await new Promise((resolve) => setTimeout(resolve, 50))
    const busy = await request('/json', post('{}'))
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('1')
    expect((await busy.json()).code).toBe('SERVER_BUSY')
    first.release()
    second.release()
    for (const response of await Promise.all(pending))
      expect(response.status).toBe(200)
    // Slots are given back.
    expect((await request('/json', post('{}'))).status).toBe(200)
  })
})
