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

describe('rateLimit with several rules', () => {
  function multi(now: () => number, cost = 1) {
    const hono = new Hono<AppEnv>()
    hono.use(
      '*',
      rateLimit({
        limits: [
          {
            scope: 'per client IP',
            ratePerSecond: 1,
            burst: 2,
            key: (c) => c.req.query('ip'),
          },
          {
            scope: 'per project',
            ratePerSecond: 1,
            burst: 5,
            key: () => 'project',
          },
        ],
        cost: () => cost,
        now,
        maxKeys: 3,
      }),
    )
    hono.get('/', (c) => c.text('ok'))
    return hono
  }

  it('refuses one IP without charging the project for it', async () => {
    const hono = multi(() => 0)
    const status = async (ip: string) =>
      (await hono.request(`/?ip=${ip}`)).status
    expect([await status('a'), await status('a')]).toEqual([200, 200])
    // IP a is over its limit: refused, and the project keeps its tokens.
    for (let i = 0; i < 10; i++) expect(await status('a')).toBe(429)
    const limited = await hono.request('/?ip=a')
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Rate limit of 1 requests per second per client IP exceeded',
    })
    // Other IPs share what is left of the project's burst of 5.
    expect([await status('b'), await status('b'), await status('c')]).toEqual([
      200, 200, 200,
    ])
    const project = await hono.request('/?ip=d')
    expect(project.status).toBe(429)
    expect((await project.json()).message).toMatch(/per project/)
  })

  it('charges the whole cost, never capped at the burst', async () => {
    expect((await multi(() => 0, 2).request('/?ip=a')).status).toBe(200)
    const tooBig = await multi(() => 0, 3).request('/?ip=a')
    expect(tooBig.status).toBe(429)
    expect((await tooBig.json()).message).toMatch(
      /costs 3 requests, more than the burst of 2 allowed per client IP/,
    )
  })

  it('keeps at most maxKeys buckets, dropping idle ones first', async () => {
    let time = 0
    const hono = multi(() => time)
    const status = async (ip: string) =>
      (await hono.request(`/?ip=${ip}`)).status
    expect([await status('a'), await status('a')]).toEqual([200, 200])
    time += 5_000 // the project refills; IP a is full again too
    // Many IPs: the map stays bounded and still limits the busy one.
    for (const ip of ['b', 'c', 'd', 'e']) expect(await status(ip)).toBe(200)
    time += 5_000
    expect([await status('e'), await status('e'), await status('e')]).toEqual([
      200, 200, 429,
    ])
  })

  it('refuses an empty bucket before computing the cost', async () => {
    let costs = 0
    const hono = new Hono<AppEnv>()
    hono.use(
      '*',
      rateLimit({
        limits: [{ ratePerSecond: 0.001, burst: 2, key: () => 'ip' }],
        cost: () => {
          costs++
          return 1
        },
        now: () => 0,
      }),
    )
    hono.get('/', (c) => c.text('ok'))
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await hono.request('/')).status)
    expect(statuses).toEqual([200, 200, 429, 429, 429])
    // The body (here: the cost) of a refused caller is never read.
    expect(costs).toBe(2)
  })
})
