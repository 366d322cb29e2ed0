import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../../app/types.js'
import { rateLimit } from './index.js'

function app(now: () => number) {
  const hono = new Hono<AppEnv>()
  hono.use(
    '*',
    rateLimit({
      ratePerSecond: 2,
      burst: 3,
      key: (c) => c.req.query('key') ?? 'x',
      now,
    }),
  )
  hono.get('/', (c) => c.text('ok'))
  return hono
}

describe('rateLimit', () => {
  it('refills at the rate up to the burst, per key', async () => {
    let time = 0
    const hono = app(() => time)
    const status = async (key = 'a') =>
      (await hono.request(`/?key=${key}`)).status
    expect([await status(), await status(), await status()]).toEqual([
      200, 200, 200,
    ])
    const limited = await hono.request('/?key=a')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect(await status('b')).toBe(200)
    time += 500
    expect(await status()).toBe(200)
    expect(await status()).toBe(429)
    time += 60_000
    expect([await status(), await status(), await status()]).toEqual([
      200, 200, 200,
    ])
    expect(await status()).toBe(429)
  })
})
