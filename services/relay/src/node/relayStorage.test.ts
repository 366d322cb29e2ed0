import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import type { RelayLimits } from '../core/types.js'
import { runCli } from './runCli.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

// Byte caps and publish rates, through real relays and plain `ws` clients:
// in memory (one node) and on a real redis-server (two nodes sharing it, so
// per-client and per-IP figures must hold across nodes).

let redis: Awaited<ReturnType<typeof startRedisServer>>
const relays: StartRelayReturnType[] = []
const clients: TestClient[] = []
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  redis = await startRedisServer()
}, 20_000)

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  for (const relay of relays.splice(0)) await relay.close()
})

afterAll(async () => {
  await redis?.stop()
}, 20_000)

/** Node A and node B: the same relay in memory, two nodes on Redis. */
async function start(kind: 'memory' | 'redis', limits: Partial<RelayLimits>) {
  const prefix = `s${randomBytes(4).toString('hex')}:`
  const one = () =>
    startRelay({
      port: 0,
      limits,
      ...(kind === 'redis' ? { redisUrl: redis.url, redisPrefix: prefix } : {}),
    })
  const a = await one()
  relays.push(a)
  if (kind === 'memory') return [a, a] as const
  const b = await one()
  relays.push(b)
  return [a, b] as const
}

async function client(relay: StartRelayReturnType, seed = randomBytes(32)) {
  const c = await connectClient(relay.url, { seed })
  clients.push(c)
  return c
}

// 232 characters + 768 bytes of per-message overhead = 1,000 bytes counted.
const payload = (n: number) => `${n}`.padEnd(232, 'A')
const publish = (c: TestClient, topic: string, n: number, ttl = 300) =>
  c.request('irn_publish', { topic, message: payload(n), ttl, tag: 1 })

describe.each(['memory', 'redis'] as const)('storage bounds (%s)', (kind) => {
  it('caps a topic’s bytes; what was answered true stays deliverable; a retry is free', async () => {
    const [a, b] = await start(kind, { maxTopicBytes: 3_000 })
    const pub = await client(a)
    const topic = randomTopic()
    for (const n of [1, 2, 3])
      expect((await publish(pub, topic, n)).result).toBe(true)
    const refused = await publish(pub, topic, 4)
    expect(refused.error).toMatchObject({ code: 3001, data: 'topicBytes' })
    expect(refused.error?.message).toContain(
      'this topic holds 3000 of at most 3000 bytes',
    )
    expect((await publish(pub, topic, 2)).result).toBe(true) // retry
    expect((await publish(pub, randomTopic(), 4)).result).toBe(true)
    const sub = await client(b)
    await sub.request('irn_subscribe', { topic })
    await sub.waitForPushes(3)
    await sleep(200)
    expect(sub.pushes.map((p) => p.params.data.message)).toEqual(
      [1, 2, 3].map(payload),
    )
  }, 30_000)

  it('caps the bytes of one client id across its sockets and nodes', async () => {
    const [a, b] = await start(kind, { maxClientBytes: 3_000 })
    const seed = randomBytes(32)
    const [onA, onB] = [await client(a, seed), await client(b, seed)]
    expect((await publish(onA, randomTopic(), 1)).result).toBe(true)
    expect((await publish(onA, randomTopic(), 2)).result).toBe(true)
    expect((await publish(onB, randomTopic(), 3)).result).toBe(true)
    const refused = await publish(onB, randomTopic(), 4)
    expect(refused.error).toMatchObject({ code: 3001, data: 'clientBytes' })
    expect(refused.error?.message).toContain('your client id (JWT iss) holds')
    // All or nothing: a batch that does not fit stores none of its entries.
    const other = await client(b)
    const topic = randomTopic()
    const batch = await other.request('irn_batchPublish', {
      messages: [1, 2, 3, 4].map((n) => ({
        topic,
        message: payload(n),
        ttl: 60,
      })),
    })
    expect(batch.error).toMatchObject({ code: 3001, data: 'clientBytes' })
    const fetched = await onA.request('irn_fetchMessages', { topic })
    expect(fetched.result).toMatchObject({ messages: [] })
    expect((await publish(other, topic, 1)).result).toBe(true)
  }, 30_000)

  it('caps the bytes published from one IP, whatever the client ids', async () => {
    const [a, b] = await start(kind, { maxIpBytes: 3_000 })
    // Client ids are free to mint: three keys on one IP share its cap.
    const [x, y, z] = [await client(a), await client(b), await client(b)]
    expect((await publish(x, randomTopic(), 1)).result).toBe(true)
    expect((await publish(y, randomTopic(), 2)).result).toBe(true)
    expect((await publish(z, randomTopic(), 3)).result).toBe(true)
    const refused = await publish(z, randomTopic(), 4)
    expect(refused.error).toMatchObject({ code: 3001, data: 'ipBytes' })
    expect(refused.error?.message).toContain('your IP address holds 3000')
  }, 30_000)

  it('frees bytes when messages expire', async () => {
    const [a] = await start(kind, { maxTopicBytes: 2_000 })
    const pub = await client(a)
    const topic = randomTopic()
    expect((await publish(pub, topic, 1, 1)).result).toBe(true)
    expect((await publish(pub, topic, 2, 1)).result).toBe(true)
    expect((await publish(pub, topic, 3)).error?.data).toBe('topicBytes')
    await sleep(2_200)
    expect((await publish(pub, topic, 3)).result).toBe(true)
    expect((await publish(pub, topic, 4)).result).toBe(true)
  }, 30_000)

  it('rate-limits publishes per client id and per IP across sockets and nodes', async () => {
    // An hour-long window: 4 publishes per client id, 6 per IP.
    const [a, b] = await start(kind, {
      publishWindowMs: 3_600_000,
      clientPublishPerSecond: 4 / 3_600,
      ipPublishPerSecond: 6 / 3_600,
    })
    const seed = randomBytes(32)
    const [onA, onB] = [await client(a, seed), await client(b, seed)]
    for (const c of [onA, onA, onB, onB])
      expect((await publish(c, randomTopic(), 1)).result).toBe(true)
    const refused = await publish(onB, randomTopic(), 1)
    expect(refused.error).toMatchObject({
      code: 3001,
      data: 'clientPublishRate',
    })
    expect(refused.error?.message).toContain(
      'at most 4 publishes per 3600 s per client id',
    )
    // Same IP (loopback), other client ids: 2 more fit the IP's 6.
    const [x, y] = [await client(a), await client(b)]
    expect((await publish(x, randomTopic(), 1)).result).toBe(true)
    expect((await publish(y, randomTopic(), 1)).result).toBe(true)
    const perIp = await publish(y, randomTopic(), 1)
    expect(perIp.error).toMatchObject({ code: 3001, data: 'ipPublishRate' })
    // wc_approveSession counts 2: refused as a whole.
    const approve = await x.request('wc_approveSession', {
      pairingTopic: randomTopic(),
      sessionTopic: randomTopic(),
      sessionProposalResponse: 'cg==',
      sessionSettlementRequest: 'cw==',
    })
    expect(approve.error).toMatchObject({ code: 3001 })
  }, 30_000)

  it('accepts an irn_batchPublish of maxBatchSize (500) at the default limits', async () => {
    const [a, b] = await start(kind, {})
    const pub = await client(a)
    const sub = await client(b)
    const topic = randomTopic()
    await sub.request('irn_subscribe', { topic })
    const batch = await pub.request('irn_batchPublish', {
      messages: Array.from({ length: 500 }, (_, n) => ({
        topic,
        message: `m${n}`,
        ttl: 60,
      })),
    })
    expect(batch.result).toBe(true)
    await sub.waitForPushes(500, 20_000)
    // The bucket is in debt now: the next publish waits for it.
    expect((await publish(pub, topic, 1)).error?.data).toBe('publishRate')
  }, 30_000)

  it('keeps identical payloads apart per topic and per publisher; a retry collapses', async () => {
    const [a, b] = await start(kind, {})
    const [p1, p2] = [await client(a), await client(a)]
    const sub = await client(b)
    const [t1, t2] = [randomTopic(), randomTopic()]
    await sub.request('irn_batchSubscribe', { topics: [t1, t2] })
    const same = { message: 'c2FtZQ==', ttl: 60, tag: 1 }
    await p1.request('irn_publish', { topic: t1, ...same })
    await sub.waitForPushes(1) // acked by the client before the next ones
    await p1.request('irn_publish', { topic: t2, ...same })
    await p2.request('irn_publish', { topic: t1, ...same })
    await p1.request('irn_publish', { topic: t1, ...same }) // retry
    await sub.waitForPushes(3)
    await sleep(300)
    expect(sub.pushes.map((p) => p.params.data.topic).sort()).toEqual(
      [t1, t1, t2].sort(),
    )
  }, 30_000)
})

describe('storage bounds (memory only)', () => {
  it('caps the in-memory store’s total bytes', async () => {
    const [a] = await start('memory', { maxStoreBytes: 3_000 })
    const [x, y] = [await client(a), await client(a)]
    expect((await publish(x, randomTopic(), 1)).result).toBe(true)
    expect((await publish(y, randomTopic(), 2)).result).toBe(true)
    // 2,000 bytes of messages, no acks: a third message (1,000) still fits;
    // a fourth does not, whoever publishes it.
    expect((await publish(y, randomTopic(), 3)).result).toBe(true)
    const full = await publish(x, randomTopic(), 4)
    expect(full.error).toMatchObject({ code: 3001, data: 'storeBytes' })
    expect(full.error?.message).toContain('the relay holds 3000')
  }, 30_000)
})

describe('storage limits from env (latch-relay)', () => {
  it('reads LATCH_RELAY_MAX_TOPIC_BYTES and LATCH_RELAY_CLIENT_PUBLISH_PER_SECOND', async () => {
    const relay = await runCli({
      argv: [],
      env: {
        LATCH_RELAY_PORT: '0',
        LATCH_RELAY_MAX_TOPIC_BYTES: '2000',
        LATCH_RELAY_PUBLISH_WINDOW_MS: '3600000',
        LATCH_RELAY_CLIENT_PUBLISH_PER_SECOND: '0',
      },
      log: () => {},
    })
    if (!relay) throw new Error('no relay')
    relays.push(relay)
    const pub = await client(relay)
    const topic = randomTopic()
    // perSecond 0 still allows one publish per window (never zero).
    expect((await publish(pub, topic, 1)).result).toBe(true)
    expect((await publish(pub, topic, 2)).error?.data).toBe('clientPublishRate')
    const other = await client(relay)
    expect((await publish(other, topic, 3)).result).toBe(true)
    const full = await publish(await client(relay), topic, 4)
    expect(full.error).toMatchObject({ code: 3001, data: 'topicBytes' })
  }, 30_000)
})

describe('storage on Redis (scripts)', () => {
  it('publishes again after Redis forgot its scripts (restart, SCRIPT FLUSH)', async () => {
    const [a] = await start('redis', {})
    const pub = await client(a)
    expect((await publish(pub, randomTopic(), 1)).result).toBe(true)
    const admin = new Redis(redis.url)
    try {
      await admin.script('FLUSH')
    } finally {
      admin.disconnect()
    }
    // EVALSHA gets NOSCRIPT: the script goes once more with EVAL.
    expect((await publish(pub, randomTopic(), 2)).result).toBe(true)
    expect((await publish(pub, randomTopic(), 3)).result).toBe(true)
  })
})
