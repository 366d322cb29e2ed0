import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartApiReturnType, startApi } from './startApi.js'

// Small limits so the bounds show with small loads on a shared machine.
const limits = {
  maxBodyBytes: 256 * 1024,
  maxAdminBodyBytes: 512 * 1024,
  requestTimeoutMs: 2_000,
  headersTimeoutMs: 1_000,
  maxHeaderBytes: 4_096,
}
const token = 's3cret'

let api: StartApiReturnType
beforeAll(async () => {
  api = await startApi({
    port: 0,
    dataDir: 'memory',
    adminToken: token,
    limits,
    extensions: [
      {
        name: 'echo',
        // A route reading the body naively: the server-wide bound still holds.
        register: (app) =>
          app.post('/echo', async (c) =>
            c.json({ length: (await c.req.text()).length }),
          ),
      },
    ],
  })
}, 60_000)
afterAll(() => api?.close(), 30_000)

/** A raw HTTP/1.1 connection: what the server sends, and when it closes. */
function open(): Promise<{
  socket: Socket
  received: () => string
  closed: Promise<void>
}> {
  return new Promise((resolve, reject) => {
    const socket = connect(api.port, '127.0.0.1')
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      text += chunk
    })
    socket.on('error', () => {}) // EPIPE / ECONNRESET once the server closes
    const closed = new Promise<void>((done) =>
      socket.once('close', () => done()),
    )
    socket.once('connect', () =>
      resolve({ socket, received: () => text, closed }),
    )
    socket.once('error', reject)
  })
}

const memory = () => {
  const usage = process.memoryUsage()
  return usage.heapUsed + usage.arrayBuffers
}

/**
 * Sends a chunked body of up to `totalBytes` in 64 KiB chunks (respecting
 * backpressure) until the server answers or closes; resolves with the
 * bytes written and the peak memory seen meanwhile.
 */
async function chunkedUpload(path: string, totalBytes: number, headers = '') {
  const { socket, received, closed } = await open()
  let done = false
  void closed.then(() => {
    done = true
  })
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}Transfer-Encoding: chunked\r\n\r\n`,
  )
  const chunk = Buffer.alloc(64 * 1024, 0x20)
  const frame = Buffer.concat([
    Buffer.from(`${chunk.length.toString(16)}\r\n`),
    chunk,
    Buffer.from('\r\n'),
  ])
  let sent = 0
  let peak = memory()
  while (sent < totalBytes && !done && !received()) {
    const ok = socket.write(frame)
    sent += chunk.length
    if (sent % (1024 * 1024) === 0) peak = Math.max(peak, memory())
    if (!ok)
      await Promise.race([
        new Promise((resolve) => socket.once('drain', resolve)),
        closed,
        new Promise((resolve) => setTimeout(resolve, 200)),
      ])
  }
  await Promise.race([closed, new Promise((r) => setTimeout(r, 5_000))])
  socket.destroy()
  return { sent, peak, response: received() }
}

describe('startApi bounds request bodies and slow clients (real socket)', () => {
  test('a chunked upload of many MiB is cut off with 413 at the limit; memory stays bounded; others are served meanwhile', {
    timeout: 60_000,
  }, async () => {
    global.gc?.()
    const before = memory()
    const health = (async () => {
      // A normal request while the upload runs.
      await new Promise((resolve) => setTimeout(resolve, 20))
      return (await fetch(`${api.url}/health`)).status
    })()
    const upload = await chunkedUpload('/echo', 64 * 1024 * 1024)
    expect(upload.response).toMatch(/^HTTP\/1\.1 413 /)
    expect(upload.response).toMatch(/connection: close/i)
    expect(upload.response).toContain('"code":"PAYLOAD_TOO_LARGE"')
    // Cut off near the 256 KiB limit (plus socket buffers), not at 64 MiB.
    expect(upload.sent).toBeLessThan(16 * 1024 * 1024)
    expect(upload.peak - before).toBeLessThan(48 * 1024 * 1024)
    expect(await health).toBe(200)
    // And the server keeps answering.
    expect((await fetch(`${api.url}/health`)).status).toBe(200)
  })

  test('admin routes have their own (larger) bound, enforced the same way', {
    timeout: 60_000,
  }, async () => {
    const upload = await chunkedUpload(
      '/admin/wallets/import',
      32 * 1024 * 1024,
      `Authorization: Bearer ${token}\r\n`,
    )
    expect(upload.response).toMatch(/^HTTP\/1\.1 413 /)
    expect(upload.response).toContain('larger than 524288 bytes')
    expect(upload.sent).toBeLessThan(16 * 1024 * 1024)
    // A route's own smaller bound (readJsonBody: 64 KiB) streams the same way.
    const project = await chunkedUpload(
      '/admin/projects',
      32 * 1024 * 1024,
      `Authorization: Bearer ${token}\r\n`,
    )
    expect(project.response).toMatch(/^HTTP\/1\.1 413 /)
    expect(project.response).toMatch(/connection: close/i)
    expect(project.response).toContain('larger than 65536 bytes')
    expect(project.sent).toBeLessThan(16 * 1024 * 1024)
  })

  test('a declared Content-Length of 300 MiB is refused at once, nothing read', {
    timeout: 30_000,
  }, async () => {
    for (const method of ['POST /echo', 'GET /health']) {
      const { socket, received, closed } = await open()
      socket.write(
        `${method} HTTP/1.1\r\nHost: x\r\nContent-Length: ${300 * 2 ** 20}\r\n\r\n`,
      )
      await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000))])
      expect(received(), method).toMatch(/^HTTP\/1\.1 413 /)
      expect(received(), method).toMatch(/connection: close/i)
      socket.destroy()
    }
  })

  test('a body that never ends is dropped after requestTimeout (slowloris)', {
    timeout: 30_000,
  }, async () => {
    const { socket, received, closed } = await open()
    const started = Date.now()
    socket.write(
      'POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
    )
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('1\r\nx\r\n')
    }, 200)
    await Promise.race([closed, new Promise((r) => setTimeout(r, 15_000))])
    clearInterval(drip)
    const elapsed = Date.now() - started
    expect(socket.destroyed || socket.readableEnded).toBe(true)
    expect(elapsed).toBeLessThan(limits.requestTimeoutMs + 4_000)
    expect(received()).toMatch(/^HTTP\/1\.1 408 |^$/)
    socket.destroy()
  })

  test('headers that never end are dropped after headersTimeout', {
    timeout: 30_000,
  }, async () => {
    const { socket, closed } = await open()
    const started = Date.now()
    socket.write('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('a')
    }, 100)
    await Promise.race([closed, new Promise((r) => setTimeout(r, 15_000))])
    clearInterval(drip)
    expect(Date.now() - started).toBeLessThan(limits.headersTimeoutMs + 4_000)
    socket.destroy()
  })

  test('oversized headers get 431; NUL in a header value 400', {
    timeout: 30_000,
  }, async () => {
    for (const [header, status] of [
      [`X-Big: ${'a'.repeat(8_192)}`, 431],
      ['Origin: https://a\u0000.example', 400],
    ] as const) {
      const { socket, received, closed } = await open()
      socket.write(`GET /health HTTP/1.1\r\nHost: x\r\n${header}\r\n\r\n`)
      await Promise.race([closed, new Promise((r) => setTimeout(r, 5_000))])
      expect(received()).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
      socket.destroy()
    }
  })
})
