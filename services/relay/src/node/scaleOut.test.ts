import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

// Two relay nodes on one real redis-server (started here, killed after).
// Nodes run in this process; "killing" one closes its sockets and its Redis
// clients, and its clients reconnect to the other node with the same key.

let redis: Awaited<ReturnType<typeof startRedisServer>>
const nodes: StartRelayReturnType[] = []
const clients: TestClient[] = []
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
// Each test uses its own key prefix, so they share one redis-server.
let prefix = ''

async function node(port = 0) {
  const relay = await startRelay({
    port,
    redisUrl: redis.url,
    redisPrefix: prefix,
  })
  nodes.push(relay)
  return relay
}
async function client(
  url: string,
  options: Parameters<typeof connectClient>[1] = {},
) {
  const c = await connectClient(url, options)
  clients.push(c)
  return c
}

beforeAll(async () => {
  redis = await startRedisServer()
}, 20_000)

afterAll(async () => {
  for (const c of clients) c.ws.terminate()
  for (const n of nodes) await n.close().catch(() => {})
  await redis?.stop()
}, 20_000)

describe('scale-out on Redis', () => {
  it('delivers across nodes, with acks and no echo', async () => {
    prefix = `a${randomBytes(4).toString('hex')}:`
    const [a, b] = [await node(), await node()]
    expect(a.backend).toBe('redis')
    const seed = randomBytes(32)
    const onA = await client(a.url, { seed })
    const sameClientOnB = await client(b.url, { seed })
    const onB = await client(b.url)
    const topic = randomTopic()
    for (const c of [onA, sameClientOnB, onB])
      await c.request('irn_subscribe', { topic })
    await onA.request('irn_publish', {
      topic,
      message: 'eHk=',
      ttl: 60,
      tag: 1,
    })
    const [push] = await onB.waitForPushes(1)
    expect(push?.params.data).toMatchObject({ topic, message: 'eHk=', tag: 1 })
    await sleep(150)
    expect(onA.pushes.length + sameClientOnB.pushes.length).toBe(0)
  }, 20_000)

  it('loses nothing when a node dies and its client moves to the other node', async () => {
    prefix = `b${randomBytes(4).toString('hex')}:`
    const [a, b] = [await node(), await node()]
    const seed = randomBytes(32)
    const topic = randomTopic()
    const publisher = await client(b.url)
    const first = await client(a.url, { seed, autoAck: false })
    await first.request('irn_subscribe', { topic })
    const sent: string[] = []
    const publish = async (i: number) => {
      const message = Buffer.from(`m${i}`).toString('base64')
      sent.push(message)
      const res = await publisher.request('irn_publish', {
        topic,
        message,
        ttl: 300,
        tag: 1108,
      })
      expect(res.result).toBe(true)
    }
    for (let i = 0; i < 20; i++) await publish(i)
    const seen = await first.waitForPushes(20)
    // Ack the first 10 only, then node A dies.
    for (const p of seen.slice(0, 10))
      first.ws.send(`{"id":${p.id},"jsonrpc":"2.0","result":true}`)
    // A node handles a socket's frames in order, each ack until Redis has
    // it: the answer to a later request means the 10 acks are stored (a
    // fixed wait lost this race on a loaded machine).
    await first.request('irn_subscribe', { topic: randomTopic() })
    first.ws.terminate()
    await a.close()
    // Published while the client is offline.
    for (let i = 20; i < 40; i++) await publish(i)
    const second = await client(b.url, { seed })
    await second.request('irn_batchSubscribe', { topics: [topic] })
    for (let i = 40; i < 45; i++) await publish(i)
    await second.waitForPushes(35)
    await sleep(200)
    const received = second.pushes.map((p) => p.params.data.message)
    expect(new Set(received)).toEqual(new Set(sent.slice(10)))
    expect(received).toHaveLength(35) // no duplicates either
    // The backlog (unacked + published while offline) comes in publish order.
    const backlog = sent.slice(10, 40)
    expect(received.filter((m) => backlog.includes(m))).toEqual(backlog)
    const acked = seen.slice(0, 10).map((p) => p.params.data.message)
    expect(received.some((m) => acked.includes(m))).toBe(false)
  }, 30_000)

  it('keeps mailboxes when every node restarts', async () => {
    prefix = `c${randomBytes(4).toString('hex')}:`
    const a = await node()
    const topic = randomTopic()
    const publisher = await client(a.url)
    await publisher.request('irn_publish', {
      topic,
      message: 'c3Vydml2ZQ==',
      ttl: 300,
      tag: 1102,
    })
    publisher.ws.terminate()
    await a.close()
    const fresh = await node()
    const reader = await client(fresh.url)
    await reader.request('irn_subscribe', { topic })
    const [push] = await reader.waitForPushes(1)
    expect(push?.params.data).toMatchObject({
      message: 'c3Vydml2ZQ==',
      tag: 1102,
    })
  }, 20_000)
})
