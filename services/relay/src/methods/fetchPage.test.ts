import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import { type StartRelayReturnType, startRelay } from '../node/startRelay.js'

// irn_fetchMessages / irn_batchFetchMessages against real relays, in memory
// and on a real redis-server: topics deduplicated, answers capped in bytes,
// paging with hasMore until every message came exactly once.

let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined
let relay: StartRelayReturnType | undefined
const clients: TestClient[] = []

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

type Page = { messages: { topic: string; message: string }[]; hasMore: boolean }

describe.each(['memory', 'redis'] as const)('fetch pages (%s)', (mode) => {
  async function start(limits: Parameters<typeof startRelay>[0]) {
    relay = await startRelay({
      port: 0,
      ...limits,
      ...(mode === 'redis'
        ? {
            redisUrl: redis?.url,
            redisPrefix: `f${randomBytes(4).toString('hex')}:`,
          }
        : {}),
    })
    expect(relay.backend).toBe(mode)
    return relay
  }
  async function client(url: string) {
    const c = await connectClient(url)
    clients.push(c)
    return c
  }
  /** `count` messages of `size` base64 characters on `topic`. */
  async function fill(
    c: TestClient,
    topic: string,
    count: number,
    size: number,
  ) {
    for (let i = 0; i < count; i++) {
      const message = `${String(i).padStart(4, '0')}${'A'.repeat(size - 4)}`
      const res = await c.request('irn_publish', { topic, message, ttl: 300 })
      expect(res.result).toBe(true)
    }
  }

  it('answers the same topic repeated 500 times with one capped page, then pages until done', async () => {
    const maxFetchBytes = 64 * 1024
    const { url } = await start({ limits: { maxFetchBytes } })
    const [publisher, reader] = [await client(url), await client(url)]
    const topic = randomTopic()
    await fill(publisher, topic, 20, 10_000)
    // ~33 KB of request: before, one answer held 500 × the mailbox.
    const frame = `{"id":1,"jsonrpc":"2.0","method":"irn_batchFetchMessages","params":{"topics":${JSON.stringify(Array(500).fill(topic))}}}`
    expect(frame.length).toBeGreaterThan(32_000)
    const seen: string[] = []
    let pages = 0
    for (let id = 1; ; id++) {
      const raw = await reader.sendRaw(
        frame.replace('"id":1', `"id":${id}`),
        String(id),
      )
      expect(raw.length).toBeLessThan(maxFetchBytes + 1024)
      const page = JSON.parse(raw).result as Page
      seen.push(...page.messages.map((m) => m.message.slice(0, 4)))
      pages++
      if (!page.hasMore) break
      expect(page.messages.length).toBeGreaterThan(0)
      expect(pages).toBeLessThan(10)
    }
    // 20 × ~10 KB in pages of ≤ 64 KiB: each message once, in order.
    expect(pages).toBeGreaterThanOrEqual(4)
    expect(seen).toEqual(
      Array.from({ length: 20 }, (_, i) => String(i).padStart(4, '0')),
    )
  })

  it('queues mailbox reads past maxConcurrentFetches and answers every one', async () => {
    const { url } = await start({ limits: { maxConcurrentFetches: 1 } })
    const publisher = await client(url)
    const topics = [randomTopic(), randomTopic(), randomTopic()]
    for (const topic of topics) await fill(publisher, topic, 3, 100)
    const readers = await Promise.all(
      Array.from({ length: 6 }, () => client(url)),
    )
    const pages = await Promise.all(
      readers.map((r, i) =>
        i % 2 === 0
          ? r.request('irn_batchFetchMessages', { topics })
          : r
              .request('irn_batchSubscribe', { topics })
              .then(() => r.waitForPushes(9))
              .then((pushes) => ({ result: { messages: pushes } })),
      ),
    )
    for (const page of pages)
      expect((page.result as Page).messages).toHaveLength(9)
  })

  it('returns a message larger than maxFetchBytes alone, and caps the count at maxBatchSize', async () => {
    const { url } = await start({
      limits: { maxFetchBytes: 4096, maxBatchSize: 3 },
    })
    const [publisher, reader] = [await client(url), await client(url)]
    const [big, small] = [randomTopic(), randomTopic()]
    await fill(publisher, big, 2, 10_000)
    await fill(publisher, small, 5, 10)
    const first = (await reader.request('irn_fetchMessages', { topic: big }))
      .result as Page
    expect(first.messages).toHaveLength(1)
    expect(first.hasMore).toBe(true)
    const second = (await reader.request('irn_fetchMessages', { topic: big }))
      .result as Page
    expect(second).toMatchObject({ messages: [{ topic: big }], hasMore: false })
    const counts: number[] = []
    for (;;) {
      const page = (
        await reader.request('irn_batchFetchMessages', { topics: [small, big] })
      ).result as Page
      counts.push(page.messages.length)
      if (!page.hasMore) break
    }
    expect(counts).toEqual([3, 2])
  })
})
