import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { httpRpcRequest } from './httpRpcRequest.js'

// A real HTTP server on loopback that answers with a script of responses.
let server: Server | undefined
afterEach(() => server?.close())

async function serve(
  script: {
    status: number
    body?: unknown
    headers?: Record<string, string>
  }[],
) {
  const seen: unknown[] = []
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      seen.push(JSON.parse(raw))
      const next = script.shift() ?? { status: 500 }
      res.writeHead(next.status, {
        'content-type': 'application/json',
        ...next.headers,
      })
      res.end(next.body === undefined ? '' : JSON.stringify(next.body))
    })
  })
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen }
}

describe('httpRpcRequest', () => {
  it('posts JSON-RPC 2.0 and returns the result', async () => {
    const { url, seen } = await serve([
      { status: 200, body: { jsonrpc: '2.0', id: 1, result: '0x1' } },
    ])
    expect(await httpRpcRequest({ url, method: 'eth_chainId' })).toBe('0x1')
    expect(seen[0]).toMatchObject({
      jsonrpc: '2.0',
      method: 'eth_chainId',
      params: [],
    })
  })

  it('retries 429 and 503 with backoff, honouring Retry-After', async () => {
    const { url, seen } = await serve([
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 503 },
      { status: 200, body: { result: 7 } },
    ])
    expect(await httpRpcRequest({ url, method: 'm', retryDelay: 1 })).toBe(7)
    expect(seen).toHaveLength(3)
  })

  it('retries a limit-exceeded RPC error, then gives up with its code', async () => {
    const { url, seen } = await serve(
      Array.from({ length: 4 }, () => ({
        status: 200,
        body: { error: { code: -32005, message: 'limit exceeded' } },
      })),
    )
    await expect(
      httpRpcRequest({ url, method: 'm', retryDelay: 1 }),
    ).rejects.toMatchObject({ code: -32005 })
    expect(seen).toHaveLength(4)
  })

  it('does not retry a 404 and reports its status', async () => {
    const { url, seen } = await serve([{ status: 404 }])
    await expect(httpRpcRequest({ url, method: 'm' })).rejects.toThrow(
      'HTTP status code: 404',
    )
    expect(seen).toHaveLength(1)
  })

  it('maps a JSON-RPC error to its typed class', async () => {
    const { url } = await serve([
      { status: 200, body: { error: { code: -32601, message: 'nope' } } },
    ])
    await expect(httpRpcRequest({ url, method: 'm' })).rejects.toMatchObject({
      code: -32601,
      name: 'MethodNotFoundRpcError',
    })
  })

  it('rejects a response that is not JSON-RPC', async () => {
    const { url } = await serve([{ status: 200, body: 'hello' }])
    await expect(httpRpcRequest({ url, method: 'm' })).rejects.toMatchObject({
      code: -32700,
    })
  })
})
