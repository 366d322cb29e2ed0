import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectClient } from '../../test/connectClient.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

const KiB = 1024
let relay: StartRelayReturnType

beforeAll(async () => {
  relay = await startRelay({
    port: 0,
    // 64 KiB/s per IP, burst = the frame limit (128 KiB).
    limits: { ipPublishBytesPerSecond: 64 * KiB, maxFrameBytes: 128 * KiB },
  })
})

afterAll(async () => {
  await relay?.close()
})

const topic = () => randomBytes(32).toString('hex')
const message = (bytes: number) => 'x'.repeat(bytes)

describe('per-IP publish bytes per second (one node)', () => {
  it('refuses large messages past the IP’s byte rate before storing them, whatever the client id', async () => {
    const clients = await Promise.all(
      [0, 1, 2].map(() => connectClient(relay.url)),
    )
    const answers = []
    for (const client of clients)
      for (let i = 0; i < 2; i++)
        answers.push(
          await client.request('irn_publish', {
            topic: topic(),
            message: message(40 * KiB),
            ttl: 300,
            tag: 1108,
          }),
        )
    // 128 KiB of burst holds three 40 KiB messages; the other three are
    // refused, from every client id on the address.
    expect(answers.filter((a) => a.result === true)).toHaveLength(3)
    for (const refused of answers.filter((a) => a.result !== true))
      expect(refused.error).toMatchObject({
        code: 3001,
        data: 'ipPublishBytes',
      })
    // Small publishes pass again once the bucket has refilled.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const later = await clients[0]?.request('irn_publish', {
      topic: topic(),
      message: message(40 * KiB),
      ttl: 300,
      tag: 1108,
    })
    expect(later?.result).toBe(true)
    await Promise.all(clients.map((client) => client.close()))
  }, 20_000)
})
