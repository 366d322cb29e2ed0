// A real HTTP server streams a body with no content-length (chunked): the
// reader stops at the limit instead of reading it all.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { readLimitedText } from './readLimitedText.js'

let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** Serves `total` bytes in 16 KiB chunks, chunked; reports what it wrote. */
async function streaming(total: number) {
  const state = { written: 0, closedEarly: false }
  server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    const write = () => {
      if (response.destroyed) return
      if (state.written >= total) return void response.end()
      state.written += chunk.byteLength
      response.write(chunk, () => setTimeout(write, 5))
    }
    response.on('close', () => {
      if (state.written < total) state.closedEarly = true
    })
    write()
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, state }
}

describe('readLimitedText', () => {
  it('reads a body under the limit whole', async () => {
    const { url } = await streaming(32 * 1024)
    const response = await fetch(url)
    expect(response.headers.get('content-length')).toBeNull()
    expect(await readLimitedText(response, 64 * 1024)).toHaveLength(32 * 1024)
  })

  it('stops a body without content-length at the limit (the server is cut off)', async () => {
    const { url, state } = await streaming(4 * 1024 * 1024)
    const response = await fetch(url)
    await expect(readLimitedText(response, 64 * 1024)).rejects.toThrow(
      'metadata too large',
    )
    await expect.poll(() => state.closedEarly).toBe(true)
    expect(state.written).toBeLessThan(1024 * 1024)
  })
})
