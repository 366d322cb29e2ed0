import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectClient, type TestClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

let relay: StartRelayReturnType
let c: TestClient

beforeAll(async () => {
  relay = await startRelay({ port: 0, limits: { publishPerSecond: 1e6 } })
  c = await connectClient(relay.url)
})
afterAll(async () => {
  c?.ws.terminate()
  await relay?.close()
})

describe('ws adapter with arbitrary frames (fast-check)', () => {
  it('answers text and binary garbage and stays up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
          fc.uint8Array({ minLength: 1, maxLength: 64 }),
        ),
        async (frame) => {
          const before = c.frames.length
          c.ws.send(frame, { binary: typeof frame !== 'string' })
          const probe = await c.request('irn_subscribe', {
            topic: randomTopic(),
          })
          expect(probe.result).toBeTypeOf('string')
          for (const text of c.frames.slice(before))
            expect(() => JSON.parse(text)).not.toThrow()
        },
      ),
      { numRuns: 100 },
    )
    expect(relay.stats().connections).toBe(1)
  }, 30_000)
})
