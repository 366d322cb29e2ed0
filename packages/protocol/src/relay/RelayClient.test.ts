import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { verifyRelayJwt } from '../auth/verifyRelayJwt.js'
import {
  RelayConnectionError,
  RelayError,
  RelayTimeoutError,
} from '../errors/relay.js'
import { createRelayClient } from './createRelayClient.js'

// Edge cases the real relay does not produce on demand, against a scripted
// `ws` server (the happy paths run against @latch/relay in
// createRelayClient.test.ts).
type Script = (
  frame: Record<string, unknown>,
  raw: string,
  socket: WebSocket,
) => void

const cleanup: (() => unknown)[] = []
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn()
})

async function server(script: Script) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await new Promise((resolve) => wss.once('listening', resolve))
  const urls: string[] = []
  const frames: string[] = []
  wss.on('connection', (socket, request) => {
    urls.push(request.url ?? '')
    socket.on('message', (data) => {
      const raw = String(data)
      frames.push(raw)
      script(JSON.parse(raw), raw, socket)
    })
  })
  cleanup.push(
    () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close(resolve)
      }),
  )
  const { port } = wss.address() as AddressInfo
  return { wss, url: `ws://127.0.0.1:${port}`, urls, frames }
}

function client(url: string, options = {}) {
  const relay = createRelayClient({
    url,
    WebSocket,
    projectId: 'p1',
    reconnect: { attempts: 3, delay: 20 },
    requestTimeout: 300,
    ...options,
  })
  cleanup.push(() => relay.close())
  return relay
}

const ok: Script = (frame, _raw, socket) =>
  socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))

test('URL carries a fresh did:key JWT per connect with aud = url', async () => {
  const { url, urls, wss } = await server(ok)
  const relay = client(url)
  await relay.publish({ topic: 't', message: 'm', ttl: 300, tag: 1 })
  for (const socket of wss.clients) socket.close()
  await new Promise((resolve) => setTimeout(resolve, 100))
  await relay.publish({ topic: 't', message: 'm', ttl: 300, tag: 1 })
  expect(urls).toHaveLength(2)
  const params = new URLSearchParams(urls[0]?.slice(2))
  expect([...params.keys()]).toEqual([
    'auth',
    'projectId',
    'ua',
    'useOnCloseEvent',
  ])
  const claims = verifyRelayJwt(params.get('auth') as string, {
    audiences: [url],
  })
  expect(claims.iss).toBe(relay.clientId)
  // Re-signed on reconnect (identical within the same second: Ed25519 is
  // deterministic), same iss and sub.
  const second = new URLSearchParams(urls[1]?.slice(2)).get('auth') as string
  const again = verifyRelayJwt(second, { audiences: [url] })
  expect(again.iss).toBe(claims.iss)
  expect(again.sub).toBe(claims.sub)
})

test('relay errors carry the JSON-RPC code', async () => {
  const { url } = await server((frame, _raw, socket) =>
    socket.send(
      JSON.stringify({
        id: frame.id,
        jsonrpc: '2.0',
        error: { code: 3001, message: 'Rate limited' },
      }),
    ),
  )
  const error = await client(url)
    .subscribe('t')
    .catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RelayError)
  expect((error as RelayError).code).toBe(3001)
})

test('no answer: RelayTimeoutError', async () => {
  const { url } = await server(() => {})
  await expect(client(url).subscribe('t')).rejects.toBeInstanceOf(
    RelayTimeoutError,
  )
})

test('a request cut by a lost socket is sent again after reconnecting', async () => {
  let first = true
  const { url, frames } = await server((frame, raw, socket) => {
    if (frame.method === 'irn_publish' && first) {
      first = false
      socket.terminate()
      return
    }
    ok(frame, raw, socket)
  })
  const relay = client(url)
  await relay.subscribe('known')
  await relay.publish({ topic: 't', message: 'm', ttl: 300, tag: 1 })
  const methods = frames.map((f) => JSON.parse(f).method)
  expect(methods).toContain('irn_batchSubscribe')
  expect(methods.filter((m) => m === 'irn_publish')).toHaveLength(2)
  // Same id both times (19-digit string).
  const ids = frames
    .map((f) => JSON.parse(f))
    .filter((f) => f.method === 'irn_publish')
    .map((f) => f.id)
  expect(ids[0]).toMatch(/^\d{19}$/)
  expect(ids[1]).toBe(ids[0])
})

test('acks pushes with the raw id, dedupes redelivery', async () => {
  const push =
    '{"id":1795246995523000123,"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"s","data":{"topic":"t","message":"m","publishedAt":5,"tag":1108}}}'
  const { url, frames } = await server((frame, raw, socket) => {
    ok(frame, raw, socket)
    if (frame.method === 'irn_subscribe') {
      socket.send(push)
      socket.send(push)
    }
  })
  const relay = client(url)
  const messages: unknown[] = []
  relay.on('message', (message) => messages.push(message))
  await relay.subscribe('t')
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(frames.filter((f) => f.includes('"result":true'))).toEqual([
    '{"id":1795246995523000123,"jsonrpc":"2.0","result":true}',
    '{"id":1795246995523000123,"jsonrpc":"2.0","result":true}',
  ])
  expect(messages).toEqual([
    { topic: 't', message: 'm', publishedAt: 5, tag: 1108 },
  ])
})

test('keep-alive drops a socket that stops answering pings', async () => {
  const { url, wss } = await server(ok)
  const relay = client(url, { keepAlive: { interval: 50 } })
  const statuses: string[] = []
  relay.on('status', (status) => statuses.push(status))
  await relay.subscribe('t')
  // Stop answering pings: pause the server side of the socket.
  for (const socket of wss.clients) (socket as WebSocket).pause()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(statuses).toContain('reconnecting')
})

test('unreachable relay: RelayConnectionError after the attempts', async () => {
  const { url, wss } = await server(ok)
  await new Promise((resolve) => wss.close(resolve))
  const relay = client(url, { reconnect: { attempts: 2, delay: 10 } })
  const statuses: string[] = []
  relay.on('status', (status) => statuses.push(status))
  await expect(relay.subscribe('t')).rejects.toBeInstanceOf(
    RelayConnectionError,
  )
  expect(statuses).toEqual(['connecting', 'closed'])
})
