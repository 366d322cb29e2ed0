import { randomBytes } from 'node:crypto'
import { createRelayJwt } from '@latch/protocol/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type StartRelayReturnType, startRelay } from './startRelay.js'

let relay: StartRelayReturnType

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})

afterAll(async () => {
  await relay?.close()
})

/** Connects with a JWT of `ttl` seconds; resolves with the first frame or 'open'. */
async function connect(ttl: number, iat?: number) {
  const jwt = createRelayJwt({
    seed: randomBytes(32),
    aud: relay.url,
    sub: 'ab'.repeat(32),
    ttl,
    iat,
  })
  const ws = new WebSocket(`${relay.url}/?auth=${jwt}`)
  const first = await new Promise<string>((resolve, reject) => {
    ws.once('message', (data) => resolve(String(data)))
    ws.once('error', reject)
    ws.once('open', () => setTimeout(() => resolve('open'), 200))
  })
  ws.terminate()
  return first
}

describe('relay JWT lifetime', () => {
  it('accepts the SDK’s one-day token and refuses a longer one with 3000 "lifetime"', async () => {
    expect(await connect(86_400)).toBe('open')
    expect(JSON.parse(await connect(86_401))).toMatchObject({
      id: null,
      error: { code: 3000, data: 'lifetime' },
    })
    // Issued a year ago, valid for ten years: refused.
    const yearAgo = Math.floor(Date.now() / 1000) - 365 * 86_400
    expect(JSON.parse(await connect(10 * 365 * 86_400, yearAgo))).toMatchObject(
      { error: { code: 3000, data: 'lifetime' } },
    )
  }, 20_000)
})
