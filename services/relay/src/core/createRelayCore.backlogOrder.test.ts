import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomTopic } from '../../test/randomTopic.js'
import { startRedisServer } from '../../test/startRedisServer.js'
import { createBackend, type RelayBackend } from '../node/createBackend.js'
import { createRelayCore } from './createRelayCore.js'

// A subscriber's backlog and the live messages that arrive while it goes
// out reach the socket in publish order: a message published during the
// subscribe's mailbox read waits for the backlog (it used to overtake it,
// as the scale-out test saw on a loaded machine).

let redis: Awaited<ReturnType<typeof startRedisServer>>
const backends: RelayBackend[] = []

beforeAll(async () => {
  redis = await startRedisServer()
}, 20_000)

afterAll(async () => {
  for (const backend of backends) await backend.close()
  await redis?.stop()
}, 20_000)

describe.each(['memory', 'redis'] as const)('backlog order (%s)', (kind) => {
  it('a message published while the backlog is read comes after it', async () => {
    const backend = await createBackend({
      redisUrl: kind === 'redis' ? redis.url : undefined,
      prefix: `q${randomBytes(4).toString('hex')}:`,
    })
    backends.push(backend)
    // The subscriber's mailbox read waits at this gate once it is armed.
    let armed = false
    let reached: () => void = () => {}
    const atGate = new Promise<void>((resolve) => {
      reached = resolve
    })
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const store = Object.create(backend.store) as typeof backend.store
    store.getMessages = async (...args) => {
      const messages = await backend.store.getMessages(...args)
      if (armed) {
        reached()
        await gate
      }
      return messages
    }
    const core = createRelayCore({ store, bus: backend.bus })
    const pushed: string[] = []
    const connect = (name: string) =>
      core.open(
        {
          send: (text) => {
            const frame = JSON.parse(text)
            if (frame.method === 'irn_subscription')
              pushed.push(frame.params.data.message)
          },
          close: () => {},
        },
        `did:key:z${name}`,
        '127.0.0.1',
      )
    const [pub, sub] = [connect('pub'), connect('sub')]
    const send = (
      connection: typeof pub,
      id: number,
      method: string,
      params: unknown,
    ) =>
      core.receive(
        connection,
        JSON.stringify({ id, jsonrpc: '2.0', method, params }),
      )
    const topic = randomTopic()
    const messages = ['AQ==', 'Ag==', 'Aw==', 'BA==']
    for (const [i, message] of messages.slice(0, 3).entries())
      await send(pub, i + 1, 'irn_publish', { topic, message, ttl: 60 })
    armed = true
    const subscribed = send(sub, 10, 'irn_subscribe', { topic })
    await atGate
    // Published while the backlog is read: delivered live to `sub`.
    await send(pub, 4, 'irn_publish', { topic, message: messages[3], ttl: 60 })
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 5))
    open()
    await subscribed
    for (let i = 0; i < 200 && pushed.length < 4; i++)
      await new Promise((r) => setTimeout(r, 10))
    expect(pushed).toEqual(messages)
  }, 20_000)
})
