import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { httpRpcRequest } from './httpRpcRequest.js'

// Real HTTP servers on loopback that answer with a script of responses.
const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

type Reply = {
  status: number
  /** Merged into each answer of a 200 (`{ result }` or `{ error }`). */
  body?: unknown
  headers?: Record<string, string>
}

async function serve(script: Reply[]) {
  // Each HTTP request as it came: a JSON-RPC call or a batch of them.
  const seen: unknown[] = []
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const request = JSON.parse(raw) as { id: number } | { id: number }[]
      seen.push(request)
      const next = script.shift() ?? { status: 500 }
      // No body: a plain-text refusal, as gateways send.
      res.writeHead(next.status, {
        'content-type':
          next.body === undefined ? 'text/plain' : 'application/json',
        ...next.headers,
      })
      if (next.body === undefined) return res.end('Refused')
      const answer = (call: { id: number }) =>
        typeof next.body === 'object'
          ? { jsonrpc: '2.0', id: call.id, ...next.body }
          : next.body
      res.end(
        JSON.stringify(
          Array.isArray(request) ? request.map(answer) : answer(request),
        ),
      )
    })
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen }
}

/** A loopback URL nothing listens on. */
async function deadUrl() {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((r) => server.close(() => r()))
  return `http://127.0.0.1:${port}`
}

describe('httpRpcRequest', () => {
  it('posts JSON-RPC 2.0 and returns the result', async () => {
    const { url, seen } = await serve([
      { status: 200, body: { result: '0x1' } },
    ])
    expect(await httpRpcRequest({ url, method: 'eth_chainId' })).toBe('0x1')
    expect(seen).toEqual([
      [
        {
          jsonrpc: '2.0',
          id: expect.any(Number),
          method: 'eth_chainId',
          params: [],
        },
      ],
    ])
  })

  it('sends concurrent calls to one URL as one batch (SPEC §9: up to 1000)', async () => {
    const { url, seen } = await serve([
      { status: 200, body: { result: '0x2' } },
    ])
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        httpRpcRequest({ url, method: 'eth_getBalance', params: [`0x${i}`] }),
      ),
    )
    expect(answers).toEqual(Array.from({ length: 25 }, () => '0x2'))
    expect(seen).toHaveLength(1)
    const [batch] = seen as { params: string[] }[][]
    expect(batch?.map((call) => call.params[0])).toEqual(
      Array.from({ length: 25 }, (_, i) => `0x${i}`),
    )
  })

  it('falls back to the next URL when one does not answer', async () => {
    const dead = await deadUrl()
    const { url, seen } = await serve([{ status: 200, body: { result: 7 } }])
    expect(
      await httpRpcRequest({ url: [dead, url], method: 'm', retryCount: 0 }),
    ).toBe(7)
    expect(seen).toHaveLength(1)
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

  it('reads Retry-After given as an HTTP date', async () => {
    const { url, seen } = await serve([
      {
        status: 503,
        headers: { 'retry-after': new Date(0).toUTCString() },
      },
      { status: 200, body: { result: 8 } },
    ])
    // A date in the past: retried at once, not after the 150 ms backoff.
    expect(await httpRpcRequest({ url, method: 'm', retryDelay: 60_000 })).toBe(
      8,
    )
    expect(seen).toHaveLength(2)
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
    ).rejects.toMatchObject({ code: -32005, details: 'limit exceeded' })
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
