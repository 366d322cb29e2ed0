import { connect, type Socket } from 'node:net'
import { createRelayJwt } from '@latch/protocol/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { connectClient, type TestClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import type { RelayLimits } from '../core/types.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

// Connection limits against a real relay on loopback. Attackers connect from
// 127.0.0.2/127.0.0.3 (all of 127/8 is local on Linux), so per-IP caps never
// hit the normal client on 127.0.0.1.

let relay: StartRelayReturnType | undefined
const clients: TestClient[] = []
const raw: (Socket | WebSocket)[] = []
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  for (const s of raw.splice(0))
    s instanceof WebSocket ? s.terminate() : s.destroy()
  await relay?.close()
  relay = undefined
})

async function start(limits: Partial<RelayLimits>, trustProxy = false) {
  relay = await startRelay({ port: 0, limits, trustProxy })
  return relay
}

async function client() {
  if (!relay) throw new Error('no relay')
  const c = await connectClient(relay.url)
  clients.push(c)
  return c
}

/** A raw TCP socket from `localAddress`; resolves once connected. */
async function tcpFrom(localAddress: string): Promise<Socket> {
  if (!relay) throw new Error('no relay')
  const socket = connect({ host: '127.0.0.1', port: relay.port, localAddress })
  raw.push(socket)
  socket.on('error', () => {})
  await new Promise<void>((resolve) => socket.once('connect', resolve))
  return socket
}

const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true)
    const timer = setTimeout(() => resolve(false), ms)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })

type Opened =
  | {
      ws: WebSocket
      status?: undefined
      closed: Promise<{ code: number; reason: string }>
    }
  | { ws?: undefined; status: number; body: string }

/** An authenticated WebSocket with options; or the HTTP status it got. */
async function open(
  options: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<Opened> {
  if (!relay) throw new Error('no relay')
  const jwt = createRelayJwt({
    seed: crypto.getRandomValues(new Uint8Array(32)),
    aud: relay.url,
    sub: 'ab'.repeat(32),
  })
  const ws = new WebSocket(`${relay.url}/?auth=${jwt}`, options)
  raw.push(ws)
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body }),
      )
    })
    ws.once('error', reject)
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.once('close', (code, reason) =>
        done({ code, reason: String(reason) }),
      ),
    )
    ws.once('open', () => resolve({ ws, closed }))
  })
}

/** A masked client frame header (text, fin as given) for `length` bytes. */
function frameHeader(length: number, fin = true): Buffer {
  const head =
    length < 126
      ? Buffer.from([fin ? 0x81 : 0x01, 0x80 | length])
      : Buffer.from([fin ? 0x81 : 0x01, 0x80 | 126, length >> 8, length & 255])
  return Buffer.concat([head, Buffer.from([1, 2, 3, 4])])
}

describe('connection limits', () => {
  it('destroys TCP sockets that do not finish the WebSocket handshake in time', async () => {
    await start({ handshakeTimeoutMs: 300 })
    const silent = await tcpFrom('127.0.0.2')
    const halfRequest = await tcpFrom('127.0.0.2')
    halfRequest.write(
      'GET /?auth=x HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\n',
    )
    expect(relay?.stats().sockets).toBe(2)
    expect(await closedWithin(silent, 3000)).toBe(true)
    expect(await closedWithin(halfRequest, 3000)).toBe(true)
    for (let i = 0; relay?.stats().sockets !== 0; i++) {
      expect(i).toBeLessThan(100)
      await sleep(10)
    }
    // A real client upgrades in time and stays past the timeout.
    const c = await client()
    await sleep(500)
    expect(
      (await c.request('irn_subscribe', { topic: randomTopic() })).result,
    ).toBeTypeOf('string')
  })

  it('caps connections per IP (429) and per node (503); other IPs still connect', async () => {
    await start({ maxConnectionsPerIp: 3, maxConnections: 5 })
    for (let i = 0; i < 3; i++) await tcpFrom('127.0.0.2')
    const refused = await open({ localAddress: '127.0.0.2' })
    expect(refused.status).toBe(429)
    expect(refused.ws === undefined && refused.body).toContain(
      'Too many connections from 127.0.0.2: at most 3',
    )
    const c = await client() // 127.0.0.1: its own budget
    expect(
      (await c.request('irn_subscribe', { topic: randomTopic() })).result,
    ).toBeTypeOf('string')
    expect((await open({ localAddress: '127.0.0.3' })).ws).toBeDefined()
    // 5 sockets open now: the node is full for everyone.
    const full = await open({ localAddress: '127.0.0.4' })
    expect(full.status).toBe(503)
    expect(full.ws === undefined && full.body).toContain(
      'Too many connections: the relay holds 5',
    )
    expect(relay?.stats().sockets).toBe(5)
  })

  it('with trustProxy, counts per X-Forwarded-For client', async () => {
    await start({ maxConnectionsPerIp: 2 }, true)
    const via = (ip: string) =>
      open({ headers: { 'x-forwarded-for': `198.51.100.9, ${ip}` } })
    expect((await via('10.0.0.1')).ws).toBeDefined()
    expect((await via('10.0.0.1')).ws).toBeDefined()
    expect((await via('10.0.0.1')).status).toBe(429)
    expect((await via('10.0.0.2')).ws).toBeDefined()
  })

  it('without trustProxy, ignores X-Forwarded-For', async () => {
    await start({ maxConnectionsPerIp: 2 })
    const via = (ip: string) =>
      open({ localAddress: '127.0.0.2', headers: { 'x-forwarded-for': ip } })
    expect((await via('10.0.0.1')).ws).toBeDefined()
    expect((await via('10.0.0.2')).ws).toBeDefined()
    expect((await via('10.0.0.3')).status).toBe(429)
  })

  it('caps subscriptions per node (3001 nodeSubscriptionLimit)', async () => {
    await start({ maxSubscriptionsTotal: 3 })
    const [a, b] = [await client(), await client()]
    const topic = randomTopic()
    await a.request('irn_batchSubscribe', { topics: [topic, topic] })
    await b.request('irn_subscribe', { topic })
    const full = await b.request('irn_batchSubscribe', {
      topics: [randomTopic(), randomTopic()],
    })
    expect(full.error).toMatchObject({
      code: 3001,
      data: 'nodeSubscriptionLimit',
    })
    expect(full.error?.message).toContain('at most 3 subscriptions')
    await a.request('irn_unsubscribe', { topic })
    expect(
      (await b.request('irn_subscribe', { topic: randomTopic() })).result,
    ).toBeTypeOf('string')
  })

  it('closes authenticated sockets idle without subscriptions (4009), not subscribed ones', async () => {
    await start({ idleTimeoutMs: 300, pingIntervalMs: 100 })
    const idle = await client()
    const subscribed = await client()
    await subscribed.request('irn_subscribe', { topic: randomTopic() })
    const closed = await idle.closed
    expect(closed.code).toBe(4009)
    expect(closed.reason).toMatch(/^Idle: no frame and no subscription/)
    await sleep(500)
    expect(
      (await subscribed.request('irn_subscribe', { topic: randomTopic() }))
        .result,
    ).toBeTypeOf('string')
  })

  it('closes a socket whose fragmented message stays unfinished (4012)', async () => {
    await start({ partialMessageTimeoutMs: 300, pingIntervalMs: 1000 })
    const attacker = await open({ localAddress: '127.0.0.2' })
    if (!attacker.ws) throw new Error('refused')
    attacker.ws.send('{"id":1,"method":', { fin: false })
    await sleep(50)
    expect(relay?.stats().inboundBytes).toBeGreaterThan(0)
    const closed = await attacker.closed
    expect(closed.code).toBe(4012)
    expect(closed.reason).toBe('Unfinished message for over 300 ms')
    for (let i = 0; relay?.stats().inboundBytes !== 0; i++) {
      expect(i).toBeLessThan(300)
      await sleep(10)
    }
    const c = await client()
    expect(
      (await c.request('irn_subscribe', { topic: randomTopic() })).result,
    ).toBeTypeOf('string')
  })

  it('closes a socket whose single frame trickles in too slowly (4012)', async () => {
    await start({ partialMessageTimeoutMs: 300, pingIntervalMs: 1000 })
    const attacker = await open({ localAddress: '127.0.0.2' })
    if (!attacker.ws) throw new Error('refused')
    const socket = (attacker.ws as unknown as { _socket: Socket })._socket
    socket.write(Buffer.concat([frameHeader(1000), Buffer.alloc(10, 0x20)]))
    const started = Date.now()
    expect((await attacker.closed).code).toBe(4012)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('refuses a frame over maxFrameBytes from its header (1009), without its payload', async () => {
    await start({ maxFrameBytes: 2048 })
    const attacker = await open({ localAddress: '127.0.0.2' })
    if (!attacker.ws) throw new Error('refused')
    const socket = (attacker.ws as unknown as { _socket: Socket })._socket
    // 5000 bytes announced (under the old 4× allowance), none sent.
    socket.write(frameHeader(5000))
    expect((await attacker.closed).code).toBe(1009)
    // At most the header's 4-byte mask key, unread when the length was
    // refused, counted until the socket is cut after the close's grace.
    expect(relay?.stats().inboundBytes).toBeLessThanOrEqual(4)
    await expect.poll(() => relay?.stats().inboundBytes).toBe(0)
  })

  it('reads no more of a socket refused for a frame over maxFrameBytes, and cuts it after the close grace', async () => {
    await start({ maxFrameBytes: 2048 })
    const attacker = await open({ localAddress: '127.0.0.2' })
    if (!attacker.ws) throw new Error('refused')
    const socket = (attacker.ws as unknown as { _socket: Socket })._socket
    // The attacker's own ws no longer reads, and its socket stays open
    // after the relay's FIN: it never answers the close.
    socket.removeAllListeners('data')
    socket.removeAllListeners('end')
    socket.allowHalfOpen = true
    const received: Buffer[] = []
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    // 60,000 bytes announced, then a stream of payload as fast as the
    // relay takes it, until the socket ends.
    socket.write(frameHeader(60_000))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const pump = () => {
      while (!socket.destroyed && socket.write(chunk));
    }
    socket.on('drain', pump)
    pump()
    const started = Date.now()
    // Before: ws read and threw the stream away until its 30 s close
    // timeout.
    expect(await closedWithin(socket, 10_000)).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
    // The close frame (1009) came first.
    expect(Buffer.concat(received).subarray(0, 4)).toEqual(
      Buffer.from([0x88, 0x02, 0x03, 0xf1]),
    )
    // What the kernel's buffers hold, not a second of loopback at full
    // speed (hundreds of MB).
    expect(socket.bytesWritten).toBeLessThan(64 * 1024 * 1024)
    await expect.poll(() => relay?.stats().sockets).toBe(0)
  })

  it('stops reading the sockets of an IP past its share of unfinished input, and reads them again once it is back under', async () => {
    // Share: max(2 × 48 KiB, 1 MiB / 4) = 256 KiB per IP.
    await start({
      maxInboundBytesTotal: 1024 * 1024,
      maxFrameBytes: 48 * 1024,
      partialMessageTimeoutMs: 60_000,
    })
    const KiB = 1024
    const inbound = () => relay?.stats().inboundBytes
    const hogs: WebSocket[] = []
    for (let i = 0; i < 7; i++) {
      const hog = await open({ localAddress: '127.0.0.2' })
      if (!hog.ws) throw new Error('refused')
      hog.ws.send('A'.repeat(40 * KiB), { fin: false })
      hogs.push(hog.ws)
    }
    await expect.poll(inbound).toBe(7 * 40 * KiB) // 280 KiB: over the share
    const late = await open({ localAddress: '127.0.0.2' })
    const other = await open({ localAddress: '127.0.0.3' })
    if (!late.ws || !other.ws) throw new Error('refused')
    late.ws.send('B'.repeat(8 * KiB), { fin: false }) // read, then not
    await expect.poll(inbound).toBe(288 * KiB)
    late.ws.send('B'.repeat(8 * KiB), { fin: false })
    // Another IP's input is read; the late socket's second piece is not.
    other.ws.send('C'.repeat(8 * KiB), { fin: false })
    await expect.poll(inbound).toBeGreaterThanOrEqual(296 * KiB)
    expect(inbound()).toBe(296 * KiB)
    // Six of the seven leave: 48 KiB held, under half the share.
    for (const hog of hogs.slice(1)) hog.terminate()
    await expect.poll(inbound).toBe((40 + 16 + 8) * KiB)
    late.ws.send('"}', { fin: true })
    await expect.poll(inbound).toBe((40 + 8) * KiB)
    expect(late.ws.readyState).toBe(WebSocket.OPEN)
  })

  it('terminates the socket that takes unfinished input over maxInboundBytesTotal (4011)', async () => {
    await start({ maxInboundBytesTotal: 64 * 1024, maxFrameBytes: 48 * 1024 })
    const first = await open({ localAddress: '127.0.0.2' })
    const second = await open({ localAddress: '127.0.0.3' })
    if (!first.ws || !second.ws) throw new Error('refused')
    first.ws.send('A'.repeat(40 * 1024), { fin: false })
    await sleep(100)
    expect(relay?.stats().inboundBytes).toBeGreaterThanOrEqual(40 * 1024)
    second.ws.send('B'.repeat(40 * 1024), { fin: false })
    const closed = await second.closed
    expect([4011, 1006]).toContain(closed.code)
    expect(relay?.stats().inboundBytes).toBeLessThanOrEqual(64 * 1024)
    expect(first.ws.readyState).toBe(WebSocket.OPEN)
    first.ws.send('"}', { fin: true })
    await sleep(100)
    expect(relay?.stats().inboundBytes).toBe(0)
  })
})
