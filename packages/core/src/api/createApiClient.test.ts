import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LATCH_VERSION } from '@latch/common'
import { startTestApi } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from './ApiError.js'
import { createApiClient } from './createApiClient.js'
import { getProjectOrigins } from './getProjectOrigins.js'
import { getWallets } from './getWallets.js'

// The real Latch API server, in memory on a free port.
let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  api = await startTestApi()
}, 60_000)
afterAll(() => api?.close())

// A tiny HTTP peer that answers each request with the next queued status,
// to observe the client's retry timing (our server never answers 503).
async function scriptedServer(statuses: [number, Record<string, string>?][]) {
  const seen: { url: string; at: number }[] = []
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', at: Date.now() })
    const [status, headers] = statuses.shift() ?? [200]
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(status === 200 ? '{"ok":true}' : '{"code":"X","message":"no"}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

describe('createApiClient', () => {
  it('appends projectId, st and sv to every call', () => {
    const client = createApiClient({ baseUrl: 'http://h/', projectId: 'p' })
    const url = new URL(client.url('/getWallets', { page: 2, x: undefined }))
    expect(url.pathname).toBe('/getWallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      projectId: 'p',
      st: 'latch',
      sv: LATCH_VERSION,
    })
  })

  it('appends clientId when set (SPEC §7 generic client)', () => {
    const client = createApiClient({
      baseUrl: 'http://h',
      projectId: 'p',
      clientId: 'did:key:z6Mk',
    })
    const url = new URL(client.url('/v1/supported-chains'))
    expect(url.searchParams.get('clientId')).toBe('did:key:z6Mk')
    expect(url.searchParams.get('projectId')).toBe('p')
  })

  it('reads the real server: origins and a wallet page', async () => {
    const client = createApiClient({
      baseUrl: api.url,
      projectId: api.projectId,
    })
    const { allowedOrigins } = await getProjectOrigins(client)
    expect(allowedOrigins).toContain('http://127.0.0.1:*')
    const page = await getWallets(client, { page: 1, entries: 5 })
    expect(page.data).toHaveLength(5)
    expect(page.count).toBeGreaterThan(5)
    expect(page.data[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
    })
  })

  it('throws ApiError "HTTP status code: 403" with the server code for an unknown project', async () => {
    const client = createApiClient({
      baseUrl: api.url,
      projectId: 'nobody',
      retryDelay: 1,
    })
    const error = await getProjectOrigins(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      shortMessage: 'HTTP status code: 403',
      status: 403,
      code: 'INVALID_PROJECT_ID',
    })
  })

  it('does not retry a 400', async () => {
    const peer = await scriptedServer([[400]])
    const client = createApiClient({ baseUrl: peer.url, projectId: 'p' })
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({
      status: 400,
      code: 'X',
      serverMessage: 'no',
    })
    expect(peer.seen).toHaveLength(1)
    await peer.close()
  })

  it('retries retryable statuses 3 times, 150 ms doubling', async () => {
    const peer = await scriptedServer([[503], [429], [500], [502]])
    const client = createApiClient({ baseUrl: peer.url, projectId: 'p' })
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({
      shortMessage: 'HTTP status code: 502',
    })
    const gaps = peer.seen
      .slice(1)
      .map((s, i) => s.at - (peer.seen[i]?.at ?? 0))
    expect(gaps).toHaveLength(3)
    expect(gaps[0]).toBeGreaterThanOrEqual(140)
    expect(gaps[1]).toBeGreaterThanOrEqual(290)
    expect(gaps[2]).toBeGreaterThanOrEqual(590)
    await peer.close()
  })

  it('honours Retry-After and succeeds on a later attempt', async () => {
    const peer = await scriptedServer([[429, { 'retry-after': '1' }], [200]])
    const client = createApiClient({ baseUrl: peer.url, projectId: 'p' })
    await expect(client.request({ path: '/x' })).resolves.toEqual({ ok: true })
    const [first, second] = peer.seen
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950)
    await peer.close()
  })

  it('turns a refused connection into ApiError without a status', async () => {
    const peer = await scriptedServer([])
    await peer.close()
    const client = createApiClient({ baseUrl: peer.url, projectId: 'p' })
    await expect(client.request({ path: '/x' })).rejects.toMatchObject({
      name: 'ApiError',
      status: undefined,
    })
  })
})
