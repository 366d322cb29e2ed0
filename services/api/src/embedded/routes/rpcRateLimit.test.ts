import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'
import { EMBEDDED_RPC_RATE_LIMIT } from './rpcRoutes.js'

describe.each(dbKinds)('POST /rpc rate limit on %s', (kind) => {
  it('refuses a flood from one client IP with 429 and Retry-After, before the session lookup; /rpc/prepare shares the bucket; other IPs go on', async () => {
    const s = await createEmbeddedTestService(kind, { chains: [] })
    const { ratePerSecond, burst } = EMBEDDED_RPC_RATE_LIMIT
    const call = (path: string, ip: string) =>
      s.post(
        path,
        { chainId: 31337, method: 'eth_chainId', params: [] },
        { token: 'A'.repeat(43), ip },
      )
    const started = Date.now()
    const answers = await Promise.all(
      Array.from({ length: burst + 100 }, (_, i) =>
        call(i % 2 ? '/rpc' : '/rpc/prepare', '10.9.0.1'),
      ),
    )
    const seconds = (Date.now() - started) / 1000
    const refused = answers.filter((a) => a.status === 429)
    const passed = answers.filter((a) => a.status !== 429)
    // Through: the burst plus what refilled while the flood ran.
    expect(passed.length).toBeLessThanOrEqual(
      burst + Math.ceil(ratePerSecond * seconds),
    )
    expect(passed.every((a) => a.status === 401)).toBe(true)
    expect(refused.length).toBeGreaterThan(0)
    const [first] = refused
    expect(Number(first?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await first?.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: expect.stringMatching(/^Please try again after \d+ seconds$/),
        retryAfter: expect.any(Number),
      },
    })
    // Another client is not refused.
    expect((await call('/rpc', '10.9.0.2')).status).toBe(401)
  }, 60_000)
})
