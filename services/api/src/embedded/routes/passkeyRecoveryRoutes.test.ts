// The recovery routes' own bucket per client IP (on PGlite): a flood of
// recovery requests from one IP is refused with 429 before any code is
// stored or mailed; another IP goes on.
import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { EMBEDDED_PASSKEY_RECOVERY_RATE_LIMIT } from './passkeyRecoveryRoutes.js'

describe('passkey recovery rate limit on pglite', () => {
  it('refuses a flood of recovery calls from one IP with 429 before anything is stored', async () => {
    const s = await createEmbeddedTestService('pglite')
    const recover = (ip: string) =>
      s.post('/passkey/recover', { email: 'someone@example.com' }, { ip })
    const statuses: number[] = []
    for (let i = 0; i <= EMBEDDED_PASSKEY_RECOVERY_RATE_LIMIT.burst; i++)
      statuses.push((await recover('10.9.9.9')).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      EMBEDDED_PASSKEY_RECOVERY_RATE_LIMIT.burst,
    )
    const refused = await recover('10.9.9.9')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(
      ((await refused.json()) as { error: { code: string } }).error.code,
    ).toBe('rate_limited')
    const verify = await s.post(
      '/passkey/recover/verify',
      { email: 'someone@example.com', otp: '123456', chainId: 1 },
      { ip: '10.9.9.9' },
    )
    expect(verify.status).toBe(429)
    expect((await recover('10.9.9.10')).status).toBe(200)
  })
})
