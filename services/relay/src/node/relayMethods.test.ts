import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { connectClient, type TestClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

let relay: StartRelayReturnType
const clients: TestClient[] = []

async function client(options: Parameters<typeof connectClient>[1] = {}) {
  const c = await connectClient(relay.url, options)
  clients.push(c)
  return c
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  await relay?.close()
})

describe('relay methods', () => {
  it('echoes request ids byte-exactly: 19-digit strings and numbers > 2^53', async () => {
    relay = await startRelay({ port: 0 })
    const c = await client()
    const topic = randomTopic()
    for (const id of [
      '"1795246995503907328"',
      '1795246995503907328',
      '123456789012345678901234567890',
      '-7',
      '"x\\"y"',
    ]) {
      const frame = await c.sendRaw(
        `{"jsonrpc":"2.0","id":${id},"method":"irn_subscribe","params":{"topic":"${topic}"}}`,
        id,
      )
      expect(frame.startsWith(`{"id":${id},"jsonrpc":"2.0","result":"`)).toBe(
        true,
      )
    }
  })

  it('answers malformed frames with -32600/-32601/-32602 and keeps going', async () => {
    relay = await startRelay({ port: 0 })
    const c = await client()
    const errorOf = async (text: string) => {
      const start = c.frames.length
      c.ws.send(text)
      const frame = await c.until(() => c.frames[start])
      return JSON.parse(frame) as { id: unknown; error: { code: number } }
    }
    expect(await errorOf('not json')).toMatchObject({
      id: null,
      error: { code: -32600 },
    })
    expect((await errorOf('[1,2]')).error.code).toBe(-32600)
    expect(
      (await errorOf('{"id":{},"method":"irn_subscribe"}')).error.code,
    ).toBe(-32600)
    expect(
      (await errorOf('{"id":1.5,"method":"irn_subscribe"}')).error.code,
    ).toBe(-32600)
    expect((await errorOf('{"method":"irn_subscribe"}')).error.code).toBe(
      -32600,
    )
    expect((await errorOf('{"id":1,"method":7}')).error.code).toBe(-32600)
    expect(
      (await errorOf('{"id":2,"method":"irn_nope","params":{}}')).error.code,
    ).toBe(-32601)
    expect(
      (await errorOf('{"id":3,"method":"irn_subscribe","params":[]}')).error
        .code,
    ).toBe(-32602)
    expect(
      (
        await errorOf(
          '{"id":4,"method":"irn_subscribe","params":{"topic":"zz"}}',
        )
      ).error.code,
    ).toBe(-32602)
    expect(
      (await errorOf('{"id":5,"method":"toString","params":{}}')).error.code,
    ).toBe(-32601)
    expect((await errorOf('{"id":6}')).error.code).toBe(-32600)
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    await c.until(() => c.frames.find((f) => f.includes('binary frames')))
    const topic = randomTopic()
    const ok = await c.request('irn_publish', {
      topic,
      message: 'AQ==',
      ttl: 300,
      tag: 1108,
      prompt: true,
      correlationId: 5,
      rpcMethods: ['personal_sign'],
      somethingNew: { deep: [1] },
    })
    expect(ok.result).toBe(true)
  })

  it('authenticates with ?auth= or Authorization: Bearer and rejects bad JWTs with 3000', async () => {
    relay = await startRelay({ port: 0 })
    const viaHeader = await client({ via: 'header' })
    expect(
      (await viaHeader.request('irn_subscribe', { topic: randomTopic() }))
        .result,
    ).toBeTypeOf('string')

    const wrongAud = await client({ aud: 'wss://elsewhere.example' })
    const closed = await wrongAud.closed
    expect(closed.code).toBe(3000)
    expect(JSON.parse(wrongAud.frames[0] ?? '')).toMatchObject({
      id: null,
      error: { code: 3000, data: 'audience' },
    })

    const bare = new WebSocket(relay.url)
    const frames: string[] = []
    bare.on('message', (d) => frames.push(String(d)))
    const code = await new Promise((r) => bare.on('close', (c) => r(c)))
    expect(code).toBe(3000)
    expect(frames[0]).toContain('Authorization: Bearer')
  })

  it('stores publishes for ttl and delivers the backlog on subscribe', async () => {
    relay = await startRelay({ port: 0 })
    const a = await client()
    const topic = randomTopic()
    await a.request('irn_publish', { topic, message: 'b2xk', ttl: 1, tag: 1 })
    await a.request('irn_publish', { topic, message: 'bmV3', ttl: 300, tag: 2 })
    await sleep(1100)
    const b = await client()
    await b.request('irn_subscribe', { topic })
    const pushes = await b.waitForPushes(1)
    await sleep(100)
    expect(pushes.map((p) => p.params.data.message)).toEqual(['bmV3'])
    expect(pushes[0]?.params.data).toMatchObject({ topic, tag: 2 })
    expect(pushes[0]?.params.data.publishedAt).toBeGreaterThan(
      Date.now() - 5000,
    )
  })

  it('never delivers to the publisher client id, even on its other socket', async () => {
    relay = await startRelay({ port: 0 })
    const seed = randomBytes(32)
    const a1 = await client({ seed })
    const a2 = await client({ seed })
    const b = await client()
    const topic = randomTopic()
    for (const c of [a1, a2, b]) await c.request('irn_subscribe', { topic })
    await a1.request('irn_publish', { topic, message: 'eA==', ttl: 60, tag: 0 })
    await b.waitForPushes(1)
    await sleep(100)
    expect(a1.pushes.length + a2.pushes.length).toBe(0)
  })

  it('redelivers unacked messages after a reconnect, and acked ones never', async () => {
    relay = await startRelay({ port: 0 })
    const seed = randomBytes(32)
    const publisher = await client()
    const topic = randomTopic()
    const first = await client({ seed, autoAck: false })
    await first.request('irn_subscribe', { topic })
    await first.request('irn_subscribe', { topic }) // dedupe: still one push
    await publisher.request('irn_publish', {
      topic,
      message: 'MQ==',
      ttl: 60,
      tag: 0,
    })
    await publisher.request('irn_publish', {
      topic,
      message: 'Mg==',
      ttl: 60,
      tag: 0,
    })
    const pushes = await first.waitForPushes(2)
    await sleep(100)
    expect(first.pushes).toHaveLength(2)
    // Ack only the first.
    first.ws.send(`{"id":${pushes[0]?.id},"jsonrpc":"2.0","result":true}`)
    await sleep(100)
    first.ws.terminate()

    const second = await client({ seed })
    await second.request('irn_batchSubscribe', { topics: [topic] })
    await second.waitForPushes(1)
    await sleep(150)
    expect(second.pushes.map((p) => p.params.data.message)).toEqual(['Mg=='])
  })

  it('unsubscribe and batchUnsubscribe stop delivery', async () => {
    relay = await startRelay({ port: 0 })
    const a = await client()
    const b = await client()
    const [t1, t2, t3] = [randomTopic(), randomTopic(), randomTopic()]
    const ids = await b.request('irn_batchSubscribe', { topics: [t1, t2, t3] })
    expect(ids.result).toHaveLength(3)
    await b.request('irn_unsubscribe', { topic: t1, id: 'x' })
    await b.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: t2, id: 'y' }],
    })
    for (const topic of [t1, t2, t3])
      await a.request('irn_publish', {
        topic,
        message: topic.slice(0, 8),
        ttl: 60,
        tag: 0,
      })
    await b.waitForPushes(1)
    await sleep(100)
    expect(b.pushes.map((p) => p.params.data.topic)).toEqual([t3])
  })

  it('batchPublish, fetchMessages and batchFetchMessages', async () => {
    relay = await startRelay({ port: 0, limits: { maxBatchSize: 3 } })
    const a = await client()
    const b = await client()
    const [t1, t2] = [randomTopic(), randomTopic()]
    const batch = await a.request('irn_batchPublish', {
      messages: [
        { topic: t1, message: 'YQ==', ttl: 60, tag: 1, attestation: 'att' },
        { topic: t2, message: 'Yg==', ttl: 60, tag: 2 },
        { topic: t2, message: 'Yw==', ttl: 60, tag: 3 },
      ],
    })
    expect(batch.result).toBe(true)
    const one = await b.request('irn_fetchMessages', { topic: t1 })
    expect(one.result).toMatchObject({
      messages: [{ topic: t1, message: 'YQ==', tag: 1, attestation: 'att' }],
      hasMore: false,
    })
    // Fetched messages count as delivered: t1's is not returned again.
    const all = await b.request('irn_batchFetchMessages', {
      topics: [t1, t2, t1],
    })
    expect(all.result).toMatchObject({
      messages: [{ message: 'Yg==' }, { message: 'Yw==' }],
      hasMore: false,
    })
    expect(
      (await b.request('irn_batchFetchMessages', { topics: [t1, t2] })).result,
    ).toEqual({ messages: [], hasMore: false })
    const own = await a.request('irn_fetchMessages', { topic: t1 })
    expect(own.result).toEqual({ messages: [], hasMore: false })
    const tooMany = await b.request('irn_batchSubscribe', {
      topics: [t1, t2, randomTopic(), randomTopic()],
    })
    expect(tooMany.error).toMatchObject({ code: -32602 })
    expect(tooMany.error?.message).toContain('at most 3')
  })

  it('wc_proposeSession subscribes the dapp and publishes tag 1100', async () => {
    relay = await startRelay({ port: 0 })
    const dapp = await client()
    const wallet = await client()
    const pairing = randomTopic()
    const res = await dapp.request('wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: 'cHJvcG9zYWw=',
      ttl: 300,
      correlationId: 1,
    })
    expect(res.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairing })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal?.params.data).toMatchObject({
      tag: 1100,
      message: 'cHJvcG9zYWw=',
    })
    // The dapp is subscribed: it receives the wallet's answer on P.
    await wallet.request('irn_publish', {
      topic: pairing,
      message: 'cmVq',
      ttl: 300,
      tag: 1120,
    })
    const [answer] = await dapp.waitForPushes(1)
    expect(answer?.params.data.tag).toBe(1120)
  })

  it('wc_approveSession subscribes the wallet and publishes 1102 on S, 1101 on P', async () => {
    relay = await startRelay({ port: 0 })
    const dapp = await client()
    const wallet = await client()
    const [pairing, sessionTopic] = [randomTopic(), randomTopic()]
    await dapp.request('irn_subscribe', { topic: pairing })
    const res = await wallet.request('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
      approvedChains: ['eip155:1'],
    })
    expect(res.result).toBe(true)
    const [response] = await dapp.waitForPushes(1)
    expect(response?.params.data).toMatchObject({ tag: 1101, topic: pairing })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const pushes = await dapp.waitForPushes(2)
    expect(pushes[1]?.params.data).toMatchObject({
      tag: 1102,
      message: 'c2V0dGxl',
    })
    await dapp.request('irn_publish', {
      topic: sessionTopic,
      message: 'YWNr',
      ttl: 300,
      tag: 1103,
    })
    const [ack] = await wallet.waitForPushes(1)
    expect(ack?.params.data.tag).toBe(1103)
  })

  it('answers each limit with a clear error', async () => {
    relay = await startRelay({
      port: 0,
      limits: { maxFrameBytes: 2048, maxSubscriptions: 2, publishPerSecond: 2 },
    })
    const c = await client()
    await c.request('irn_batchSubscribe', {
      topics: [randomTopic(), randomTopic()],
    })
    const third = await c.request('irn_subscribe', { topic: randomTopic() })
    expect(third.error).toMatchObject({ code: 3001, data: 'subscriptionLimit' })
    const topic = randomTopic()
    const results = []
    for (let i = 0; i < 6; i++)
      results.push(
        await c.request('irn_publish', { topic, message: `A${i}==`, ttl: 60 }),
      )
    const limited = results.filter((r) => r.error?.code === 3001)
    expect(limited.length).toBeGreaterThan(0)
    expect(limited[0]?.error?.message).toContain('2 publishes per second')
    // A frame over the limit closes the socket (ws: 1009) from its header.
    c.ws.send(
      JSON.stringify({
        id: 1,
        method: 'irn_publish',
        params: { topic, message: 'A'.repeat(2100), ttl: 60 },
      }),
    )
    expect((await c.closed).code).toBe(1009)
    const again = await client()
    expect((await again.request('irn_subscribe', { topic })).result).toBeTypeOf(
      'string',
    )
  })

  it('pings every pingIntervalMs', async () => {
    relay = await startRelay({ port: 0, limits: { pingIntervalMs: 50 } })
    const c = await client()
    // Three pings come, one after another (how soon is the machine's
    // business: a loaded one delays timers; the test's timeout bounds it).
    let pings = 0
    await new Promise<void>((resolve) =>
      c.ws.on('ping', () => {
        if (++pings === 3) resolve()
      }),
    )
    expect(pings).toBe(3)
  })
})
