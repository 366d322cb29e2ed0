import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartApiReturnType, startApi } from './startApi.js'

// An oversized upload over a real socket always reads its 413 JSON: the
// server answers before the client has finished writing, so closing the
// socket at once (with the client's bytes unread) made the kernel answer
// with a reset that could discard the 413 before the client read it.

const limits = { maxBodyBytes: 64 * 1024 }
let api: StartApiReturnType
beforeAll(async () => {
  api = await startApi({
    port: 0,
    dataDir: 'memory',
    limits,
    extensions: [
      {
        name: 'echo',
        register: (app) =>
          app.post('/echo', async (c) =>
            c.json({ length: (await c.req.text()).length }),
          ),
      },
    ],
  })
}, 60_000)
afterAll(() => api?.close(), 30_000)

/**
 * Sends the headers, then a body of `totalBytes` in 16 KiB chunks (every
 * `pauseMs` when given), and reads the answer only once it is all written
 * (as clients that upload first do; the 413 waits in the kernel's buffer
 * meanwhile, which makes a reset lose it every time, not only when the
 * timing is unlucky). Resolves with what was read and the socket's error
 * (a reset), if any, before the read ended.
 */
function upload({
  chunked,
  totalBytes,
  pauseMs = 0,
}: {
  chunked: boolean
  totalBytes: number
  pauseMs?: number
}): Promise<{ response: string; error: string | undefined }> {
  return new Promise((resolve) => {
    const socket = connect(api.port, '127.0.0.1')
    let response = ''
    let error: string | undefined
    let ended = false
    socket.setEncoding('latin1')
    socket.on('data', (text: string) => {
      response += text
    })
    socket.on('error', (e: NodeJS.ErrnoException) => {
      if (!ended) error = e.code ?? e.message
    })
    socket.on('end', () => {
      ended = true
    })
    socket.on('close', () => resolve({ response, error }))
    socket.pause()
    socket.once('connect', async () => {
      socket.write(
        `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n${
          chunked
            ? 'Transfer-Encoding: chunked'
            : `Content-Length: ${totalBytes}`
        }\r\n\r\n`,
      )
      const chunk = Buffer.alloc(16 * 1024, 0x61)
      const frame = chunked
        ? Buffer.concat([Buffer.from('4000\r\n'), chunk, Buffer.from('\r\n')])
        : chunk
      for (let sent = 0; sent < totalBytes; sent += chunk.length) {
        if (socket.destroyed) return
        if (!socket.write(frame))
          await new Promise((r) => {
            socket.once('drain', r)
            socket.once('close', r)
          })
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs))
      }
      if (!socket.destroyed) socket.end(chunked ? '0\r\n\r\n' : '')
      socket.resume()
    })
  })
}

describe('oversized uploads over real sockets', () => {
  test.each([
    ['declared Content-Length, sent quickly', false, 0],
    ['declared Content-Length, sent slowly', false, 5],
    ['chunked, sent quickly', true, 0],
    ['chunked, sent slowly', true, 5],
  ])(
    '%s: every one reads its 413, none a reset',
    {
      timeout: 60_000,
    },
    async (_, chunked, pauseMs) => {
      const results = []
      for (let i = 0; i < 12; i++)
        results.push(
          await upload({ chunked, totalBytes: 1024 * 1024, pauseMs }),
        )
      for (const { response, error } of results) {
        expect(response).toMatch(/^HTTP\/1\.1 413 /)
        expect(error).toBeUndefined()
        expect(response).toMatch(/connection: close/i)
        expect(response).toContain('"code":"PAYLOAD_TOO_LARGE"')
      }
    },
  )

  test('a client that never stops sending is cut off after a bounded drain', {
    timeout: 60_000,
  }, async () => {
    let sent = 0
    const { response } = await new Promise<{ response: string }>((resolve) => {
      const socket = connect(api.port, '127.0.0.1')
      let response = ''
      socket.setEncoding('latin1')
      socket.on('data', (text: string) => {
        response += text
      })
      socket.on('error', () => {}) // the reset that ends it
      socket.on('close', () => resolve({ response }))
      socket.once('connect', async () => {
        socket.write(
          `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: ${2 ** 40}\r\n\r\n`,
        )
        const chunk = Buffer.alloc(64 * 1024, 0x61)
        while (!socket.destroyed && sent < 256 * 1024 * 1024) {
          sent += chunk.length
          if (!socket.write(chunk))
            await new Promise((r) => {
              socket.once('drain', r)
              socket.once('close', r)
            })
        }
      })
    })
    expect(response).toMatch(/^HTTP\/1\.1 413 /)
    // 4 MiB drained at most, plus what the kernel buffers hold.
    expect(sent).toBeLessThan(64 * 1024 * 1024)
  })
})
