import { afterEach, describe, expect, it } from 'vitest'
import { connectClient } from '../../test/connectClient.js'
import { randomTopic } from '../../test/randomTopic.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

let relay: StartRelayReturnType
afterEach(async () => {
  await relay?.close()
})

describe('startRelay', () => {
  it('delivers a publish to another client, not back to the publisher', async () => {
    relay = await startRelay({ port: 0 })
    const a = await connectClient(relay.url)
    const b = await connectClient(relay.url)
    const topic = randomTopic()
    expect((await a.request('irn_subscribe', { topic })).result).toMatch(
      /^[0-9a-f]{64}$/,
    )
    expect((await b.request('irn_subscribe', { topic })).result).toBeTypeOf(
      'string',
    )
    expect(
      (
        await a.request('irn_publish', {
          topic,
          message: 'AAA=',
          ttl: 300,
          tag: 1108,
        })
      ).result,
    ).toBe(true)
    const [push] = await b.waitForPushes(1)
    expect(push?.params.data).toMatchObject({
      topic,
      message: 'AAA=',
      tag: 1108,
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(a.pushes).toHaveLength(0)
    await a.close()
    await b.close()
  })
})
