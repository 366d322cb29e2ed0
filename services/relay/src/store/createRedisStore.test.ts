import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRedisServer } from '../../test/startRedisServer.js'
import type { RelayMessage, RelayStoreCaps } from '../core/types.js'
import { createRedisStore } from './createRedisStore.js'

// The Redis store against a real redis-server: mailboxes read in HSCAN
// pages, acks of a page in one step.

let server: Awaited<ReturnType<typeof startRedisServer>>
let redis: Redis

beforeAll(async () => {
  server = await startRedisServer()
  redis = new Redis(server.url)
}, 20_000)

afterAll(async () => {
  redis?.disconnect()
  await server?.stop()
}, 20_000)

const roomy: RelayStoreCaps = {
  maxTopicBytes: 1e9,
  maxClientBytes: 1e9,
  maxIpBytes: 1e9,
  maxStoreBytes: 1e9,
}

function message(n: number, expiresAt: number): RelayMessage {
  return {
    id: `id-${n}`,
    topic: 'cd'.repeat(32),
    message: `m${n}`.padEnd(300, 'A'),
    publishedAt: 1,
    seq: n,
    tag: 1,
    ttl: 300,
    expiresAt,
    publisher: 'did:key:zP',
  }
}

describe('createRedisStore', () => {
  it('reads a mailbox of many pages whole, oldest first, and drops the expired', async () => {
    const store = createRedisStore({ redis, prefix: 'scan:' })
    const now = Date.now()
    const far = now + 3_600_000
    // 100 messages, every tenth already expired when read.
    for (let n = 0; n < 100; n++)
      expect(
        await store.putMessages(
          [message(n, n % 10 === 0 ? now + 1_000 : far)],
          roomy,
        ),
      ).toBeUndefined()
    const read = await store.getMessages('cd'.repeat(32), now + 2_000)
    expect(read.map((m) => m.seq)).toEqual(
      Array.from({ length: 100 }, (_, n) => n).filter((n) => n % 10 !== 0),
    )
    expect(await redis.hlen(`scan:mb:${'cd'.repeat(32)}`)).toBe(90)
  })

  it('records the acks of a page at once, the key living as long as the latest', async () => {
    const store = createRedisStore({ redis, prefix: 'acks:' })
    const now = Date.now()
    await store.markAcked('did:key:zC', [
      { id: 'a', expiresAt: now + 60_000 },
      { id: 'b', expiresAt: now + 120_000 },
    ])
    await store.markAcked('did:key:zC', [{ id: 'c', expiresAt: now + 30_000 }])
    expect(await store.getAcked('did:key:zC', ['a', 'b', 'c', 'd'])).toEqual(
      new Set(['a', 'b', 'c']),
    )
    const ttl = await redis.pttl('acks:ack:did:key:zC')
    expect(ttl).toBeGreaterThan(110_000)
    expect(ttl).toBeLessThanOrEqual(120_000)
  })
})
