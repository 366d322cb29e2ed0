import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimit } from './createRateLimit.js'
import { type StartFaucetReturnType, startFaucet } from './startFaucet.js'

describe('createRateLimit', () => {
  it('lets a key through once per cooldown, keys apart, release ends it', () => {
    let time = 1_000
    const limit = createRateLimit({ cooldownMs: 60_000, now: () => time })
    expect(limit.take('a')).toBe(0)
    expect(limit.take('a')).toBe(60_000)
    expect(limit.take('b')).toBe(0)
    time += 59_000
    expect(limit.take('a')).toBe(1_000)
    time += 1_000
    expect(limit.take('a')).toBe(0)
    limit.release('a')
    expect(limit.take('a')).toBe(0)
  })

  it('keeps at most maxKeys cooldowns, dropping the oldest', () => {
    const limit = createRateLimit({ cooldownMs: 60_000, maxKeys: 2 })
    limit.take('a')
    limit.take('b')
    limit.take('c')
    expect(limit.take('a')).toBe(0)
    expect(limit.take('c')).toBeGreaterThan(0)
  })
})

// Requests refused before any chain is asked: no anvil needed (the paying
// path runs against the real devnet in apps/demo/e2e/demoApp.e2e.test.ts).
describe('startFaucet refuses what it cannot pay', () => {
  let faucet: StartFaucetReturnType
  beforeAll(async () => {
    faucet = await startFaucet({ port: 0, evmRpcUrl: 'http://127.0.0.1:9' })
  })
  afterAll(() => faucet.stop())
  const post = (body: string) =>
    fetch(`${faucet.url}/faucet`, { method: 'POST', body })

  it('404 off its route, 400 for no JSON, an unknown or a Solana address without a chain', async () => {
    expect((await fetch(`${faucet.url}/faucet`)).status).toBe(404)
    expect((await post('not json')).status).toBe(400)
    for (const address of [
      'nope',
      42,
      'B3a6eJyjz4Nhac9rNdEn8s1tXP2C949mUnWiXgYyG5Wy',
    ]) {
      const response = await post(JSON.stringify({ address }))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Unsupported address' })
    }
  })

  it('a failed payment (chain down) is 502 and does not start the cooldown', async () => {
    const address = '0x000000000000000000000000000000000000dEaD'
    const first = await post(JSON.stringify({ address }))
    expect(first.status).toBe(502)
    expect(first.headers.get('access-control-allow-origin')).toBe('*')
    expect((await post(JSON.stringify({ address }))).status).toBe(502)
  })
})
