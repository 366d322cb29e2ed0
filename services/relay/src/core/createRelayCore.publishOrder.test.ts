import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomTopic } from '../../test/randomTopic.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import { createBackend, type RelayBackend } from '../node/createBackend.js'
import { createRelayCore } from './createRelayCore.js'

// One log for every socket of one core: the order in which the relay hands
// frames to its sockets. The publisher's answer must come before any push
// of what it published (the official SDK drops a reply that overtakes it).

let redis: Awaited<ReturnType<typeof startRedisServer>>
const backends: RelayBackend[] = []

beforeAll(async () => {
  redis = await startRedisServer()
}, 20_000)

afterAll(async () => {
  for (const backend of backends) await backend.close()
  await redis?.stop()
}, 20_000)

async function setup(kind: 'memory' | 'redis') {
  const backend = await createBackend({
    redisUrl: kind === 'redis' ? redis.url : undefined,
    prefix: `o${randomBytes(4).toString('hex')}:`,
  })
  backends.push(backend)
  const core = createRelayCore({ store: backend.store, bus: backend.bus })
  const log: string[] = []
  const open = (name: string) =>
    core.open(
      {
        send: (text) => {
          const frame = JSON.parse(text)
          log.push(
            frame.method === 'irn_subscription'
              ? `${name} push ${frame.params.data.topic}`
              : `${name} answer ${frame.id}`,
          )
          // Acknowledge pushes like a real client.
          if (frame.method === 'irn_subscription')
            void core.receive(
              connections.get(name) as never,
              `{"id":${frame.id},"jsonrpc":"2.0","result":true}`,
            )
        },
        close: () => {},
      },
      `did:key:z${name}`,
      '127.0.0.1',
    )
  const connections = new Map<string, ReturnType<typeof open>>()
  for (const name of ['pub', 'sub']) connections.set(name, open(name))
  const request = async (
    name: string,
    id: number,
    method: string,
    params: unknown,
  ) => {
    await core.receive(
      connections.get(name) as never,
      JSON.stringify({ id, jsonrpc: '2.0', method, params }),
    )
  }
  const until = async (count: number) => {
    for (let i = 0; i < 200 && log.length < count; i++)
      await new Promise((r) => setTimeout(r, 10))
    return log
  }
  return { request, until, log }
}

describe.each(['memory', 'redis'] as const)('publish order (%s)', (kind) => {
  it('answers irn_publish and irn_batchPublish before any subscriber gets the message', async () => {
    const { request, until, log } = await setup(kind)
    const [t1, t2] = [randomTopic(), randomTopic()]
    await request('sub', 1, 'irn_batchSubscribe', { topics: [t1, t2] })
    await until(1)
    log.length = 0
    await request('pub', 2, 'irn_publish', {
      topic: t1,
      message: 'AQ==',
      ttl: 60,
    })
    expect(await until(2)).toEqual(['pub answer 2', `sub push ${t1}`])
    log.length = 0
    await request('pub', 3, 'irn_batchPublish', {
      messages: [
        { topic: t1, message: 'Ag==', ttl: 60 },
        { topic: t2, message: 'Aw==', ttl: 60 },
      ],
    })
    expect(await until(3)).toEqual([
      'pub answer 3',
      `sub push ${t1}`,
      `sub push ${t2}`,
    ])
  }, 20_000)

  it('answers wc_proposeSession and wc_approveSession before any subscriber gets the message', async () => {
    const { request, until, log } = await setup(kind)
    const [pairing, session] = [randomTopic(), randomTopic()]
    await request('sub', 1, 'irn_subscribe', { topic: pairing })
    await until(1)
    log.length = 0
    await request('pub', 2, 'wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: 'cHJvcG9zYWw=',
    })
    expect(await until(2)).toEqual(['pub answer 2', `sub push ${pairing}`])
    log.length = 0
    await request('sub', 3, 'wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
    })
    expect(await until(2)).toEqual(['sub answer 3', `pub push ${pairing}`])
  }, 20_000)
})
