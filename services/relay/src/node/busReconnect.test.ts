import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import { createRedisBus } from '../bus/createRedisBus.js'
import type { RelayMessage } from '../core/types.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

// Redis pub/sub is fire-and-forget: what is published while a node's
// subscriber connection is down never reaches that node. After the bus
// reconnects, the node re-reads the mailboxes of its subscribed topics.

let redis: Awaited<ReturnType<typeof startRedisServer>>
let admin: Redis
const nodes: StartRelayReturnType[] = []
const clients: TestClient[] = []
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  redis = await startRedisServer()
  admin = new Redis(redis.url)
}, 20_000)

afterAll(async () => {
  for (const c of clients) c.ws.terminate()
  for (const n of nodes) await n.close().catch(() => {})
  admin?.disconnect()
  await redis?.stop()
}, 20_000)

describe('Redis bus reconnect', () => {
  it('pushes what was published while the pub/sub connection was down, each message exactly once', async () => {
    const redisPrefix = `r${randomBytes(4).toString('hex')}:`
    for (let i = 0; i < 2; i++)
      nodes.push(
        await startRelay({ port: 0, redisUrl: redis.url, redisPrefix }),
      )
    const [a, b] = nodes as [StartRelayReturnType, StartRelayReturnType]
    const subscriber = await connectClient(a.url)
    const publisher = await connectClient(b.url)
    clients.push(subscriber, publisher)
    const [topic, other] = [randomTopic(), randomTopic()]
    await subscriber.request('irn_batchSubscribe', { topics: [topic, other] })
    await publisher.request('irn_publish', { topic, message: 'MA==', ttl: 60 })
    await subscriber.waitForPushes(1)

    // Drop every pub/sub connection (both nodes'); ioredis reconnects.
    const killed = await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub')
    expect(Number(killed)).toBeGreaterThanOrEqual(2)
    for (let n = 1; n <= 20; n++) {
      const answer = await publisher.request('irn_publish', {
        topic: n % 2 ? topic : other,
        message: Buffer.from(`message ${n}`).toString('base64'),
        ttl: 60,
      })
      expect(answer.result).toBe(true)
    }
    await subscriber.waitForPushes(21, 15_000)
    await sleep(500) // a duplicate would arrive by now
    const messages = subscriber.pushes
      .slice(1)
      .map((p) => Buffer.from(p.params.data.message, 'base64').toString())
    expect(messages).toHaveLength(20)
    expect(new Set(messages).size).toBe(20)
    const pushFrames = subscriber.frames.filter((f) =>
      f.includes('"irn_subscription"'),
    )
    expect(pushFrames).toHaveLength(21)

    // Pub/sub works again afterwards.
    await publisher.request('irn_publish', { topic, message: 'ZW5k', ttl: 60 })
    await subscriber.waitForPushes(22)
  }, 60_000)
})

describe('Redis bus', () => {
  it('carries a publish to the other nodes, never back to its own', async () => {
    const prefix = `s${randomBytes(4).toString('hex')}:`
    const connections: Redis[] = []
    const bus = async () => {
      const publisher = new Redis(redis.url)
      const subscriber = new Redis(redis.url)
      connections.push(publisher, subscriber)
      const got: string[] = []
      const made = await createRedisBus({
        redis: publisher,
        subscriber,
        prefix,
      })
      made.onMessage((message) => got.push(message.message))
      return { bus: made, got }
    }
    try {
      const [a, b] = [await bus(), await bus()]
      const message = (text: string): RelayMessage => ({
        id: text,
        topic: randomTopic(),
        message: text,
        publishedAt: 1,
        seq: 1,
        tag: 0,
        ttl: 60,
        expiresAt: Date.now() + 60_000,
        publisher: 'did:key:zA',
      })
      await a.bus.publish(message('from a'))
      await b.bus.publish(message('from b'))
      for (let i = 0; i < 200 && (a.got.length < 1 || b.got.length < 1); i++)
        await sleep(10)
      // b's message reached a after a's own would have: a never had it.
      expect(a.got).toEqual(['from b'])
      expect(b.got).toEqual(['from a'])
      await Promise.all([a.bus.close(), b.bus.close()])
    } finally {
      for (const connection of connections) connection.disconnect()
    }
  })
})
