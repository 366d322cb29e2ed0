import { randomBytes } from 'node:crypto'
import type { Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

// Clients that stop reading, against real relays in memory and on a real
// redis-server. Loads stay small: the budgets are configured small.

let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined
let relay: StartRelayReturnType | undefined
const clients: TestClient[] = []
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** The client's TCP socket: pausing it makes the client stop reading. */
const tcp = (c: TestClient) => (c.ws as unknown as { _socket: Socket })._socket

beforeAll(async () => {
  redis = await startRedisServer()
}, 20_000)

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await relay?.close()
  relay = undefined
})

afterAll(async () => {
  await redis?.stop()
}, 20_000)

describe.each(['memory', 'redis'] as const)('slow consumers (%s)', (mode) => {
  async function start(limits: Record<string, number>) {
    relay = await startRelay({
      port: 0,
      limits: {
        publishPerSecond: 10_000,
        clientPublishPerSecond: 10_000,
        maxTopicBytes: 64 * 1024 * 1024,
        maxClientBytes: 64 * 1024 * 1024,
        ipPublishBytesPerSecond: 64 * 1024 * 1024,
        ...limits,
      },
      ...(mode === 'redis'
        ? {
            redisUrl: redis?.url,
            redisPrefix: `s${randomBytes(4).toString('hex')}:`,
          }
        : {}),
    })
    return relay
  }
  async function client(url: string, seed?: Uint8Array) {
    const c = await connectClient(url, seed ? { seed } : {})
    clients.push(c)
    return c
  }
  const message = (i: number) =>
    `${String(i).padStart(4, '0')}${'B'.repeat(100_000)}`

  it('closes a subscriber that stops reading with 4010; what it missed comes on its next socket', async () => {
    const maxSocketBufferBytes = 256 * 1024
    const relay = await start({ maxSocketBufferBytes })
    const seed = randomBytes(32)
    const [publisher, slow] = [
      await client(relay.url),
      await client(relay.url, seed),
    ]
    const topic = randomTopic()
    await slow.request('irn_subscribe', { topic })
    tcp(slow).pause()
    let published = 0
    // Kernel buffers fill first, then the relay's: it must give up on the
    // socket at 256 KiB, long before the ping timeout.
    while (relay.stats().connections === 2) {
      const res = await publisher.request('irn_publish', {
        topic,
        message: message(published++),
        ttl: 300,
      })
      expect(res.result).toBe(true)
      expect(relay.stats().bufferedBytes).toBeLessThanOrEqual(
        maxSocketBufferBytes + 200_000,
      )
      expect(published).toBeLessThan(400)
    }
    for (let i = 0; i < 2; i++)
      await publisher.request('irn_publish', {
        topic,
        message: message(published++),
        ttl: 300,
      })
    tcp(slow).resume()
    const closed = await slow.closed
    expect(closed.code).toBe(4010)
    expect(closed.reason).toMatch(
      /^Slow consumer: \d+ bytes unread, limit 262144$/,
    )
    const first = slow.pushes.map((p) => p.params.data.message.slice(0, 4))
    // The same client id reconnects: everything it did not ack comes now.
    const again = await client(relay.url, seed)
    await again.request('irn_subscribe', { topic })
    const all = Array.from({ length: published }, (_, i) =>
      String(i).padStart(4, '0'),
    )
    await again.until(() =>
      new Set([
        ...first,
        ...again.pushes.map((p) => p.params.data.message.slice(0, 4)),
      ]).size === published
        ? true
        : undefined,
    )
    const second = again.pushes.map((p) => p.params.data.message.slice(0, 4))
    expect(second.length).toBeGreaterThanOrEqual(2)
    expect([...new Set([...first, ...second])].sort()).toEqual(all)
  }, 30_000)

  it('delivers a big backlog within the socket budget while the client does not read', async () => {
    const maxSocketBufferBytes = 512 * 1024
    const relay = await start({ maxSocketBufferBytes })
    const publisher = await client(relay.url)
    const reader = await client(relay.url)
    const topics = Array.from({ length: 20 }, () => randomTopic())
    let n = 0
    for (const topic of topics)
      for (let i = 0; i < 5; i++)
        await publisher.request('irn_publish', {
          topic,
          message: message(n++),
          ttl: 300,
        })
    // 10 MB of backlog for one batchSubscribe; the client reads nothing.
    reader.ws.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_batchSubscribe',
        params: { topics: [...topics, ...topics] },
      }),
    )
    tcp(reader).pause()
    let peak = 0
    for (let i = 0; i < 50; i++) {
      await sleep(10)
      peak = Math.max(peak, relay.stats().bufferedBytes)
    }
    expect(peak).toBeGreaterThan(0)
    // Half the budget + one push at most, and the socket is still open.
    expect(peak).toBeLessThanOrEqual(maxSocketBufferBytes / 2 + 110_000)
    expect(relay.stats().connections).toBe(2)
    tcp(reader).resume()
    const pushes = await reader.waitForPushes(100, 15_000)
    expect(
      new Set(pushes.map((p) => p.params.data.message.slice(0, 4))).size,
    ).toBe(100)
    expect(relay.stats().connections).toBe(2)
    await sleep(100)
    expect(reader.pushes).toHaveLength(100)
  }, 30_000)
})

describe('push records over all sockets', () => {
  it('closes the socket holding the most past maxPushRecordsTotal (4011); it gets them again later', async () => {
    relay = await startRelay({ port: 0, limits: { maxPushRecordsTotal: 8 } })
    const publisher = await connectClient(relay.url)
    const seed = randomBytes(32)
    const hoarder = await connectClient(relay.url, { seed, autoAck: false })
    const acker = await connectClient(relay.url)
    clients.push(publisher, hoarder, acker)
    const [topic, other] = [randomTopic(), randomTopic()]
    await hoarder.request('irn_batchSubscribe', { topics: [topic, other] })
    await acker.request('irn_subscribe', { topic })
    for (let i = 0; i < 4; i++)
      await publisher.request('irn_publish', {
        topic,
        message: `m${i}`,
        ttl: 300,
      })
    for (let i = 0; i < 2; i++)
      await publisher.request('irn_publish', {
        topic: other,
        message: `o${i}`,
        ttl: 300,
      })
    // 4 + 4 records, then the hoarder's 5th and 6th pass the 8.
    const closed = await hoarder.closed
    expect(closed.code).toBe(4011)
    expect(closed.reason).toMatch(/^Overloaded: \d+ push records/)
    expect(acker.ws.readyState).toBe(acker.ws.OPEN)
    // The acker's 4 records go with its socket, making room for 6.
    await acker.close()
    const again = await connectClient(relay.url, { seed })
    clients.push(again)
    await again.request('irn_batchSubscribe', { topics: [topic, other] })
    const pushes = await again.waitForPushes(6)
    expect(pushes.map((p) => p.params.data.message).sort()).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'o0',
      'o1',
    ])
  })
})

describe('output budget over all sockets', () => {
  it('terminates the largest consumers when the total passes maxBufferedBytesTotal', async () => {
    const maxBufferedBytesTotal = 600 * 1024
    relay = await startRelay({
      port: 0,
      limits: {
        maxBufferedBytesTotal,
        maxSocketBufferBytes: 1024 * 1024,
        publishPerSecond: 10_000,
        clientPublishPerSecond: 10_000,
        maxTopicBytes: 64 * 1024 * 1024,
        maxClientBytes: 64 * 1024 * 1024,
        ipPublishBytesPerSecond: 64 * 1024 * 1024,
      },
    })
    const publisher = await connectClient(relay.url)
    clients.push(publisher)
    const topic = randomTopic()
    const slow: TestClient[] = []
    for (let i = 0; i < 3; i++) {
      const c = await connectClient(relay.url)
      clients.push(c)
      await c.request('irn_subscribe', { topic })
      tcp(c).pause()
      slow.push(c)
    }
    for (let i = 0; relay.stats().connections === 4; i++) {
      await publisher.request('irn_publish', {
        topic,
        message: `${i}${'C'.repeat(50_000)}`,
        ttl: 300,
      })
      expect(relay.stats().bufferedBytes).toBeLessThanOrEqual(
        maxBufferedBytesTotal,
      )
      expect(i).toBeLessThan(400)
    }
    // A publisher that reads is never the one cut.
    expect(
      (await publisher.request('irn_subscribe', { topic: randomTopic() }))
        .result,
    ).toBeTypeOf('string')
    expect(relay.stats().bufferedBytes).toBeLessThanOrEqual(
      maxBufferedBytesTotal,
    )
  }, 30_000)
})
