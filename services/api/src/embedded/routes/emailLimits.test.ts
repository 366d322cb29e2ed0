import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'
import { sweepEmbedded } from '../db/sweepEmbedded.js'

describe.each(dbKinds)('e-mail code limits on %s', (kind) => {
  it('obeys the 30 s resend cooldown per e-mail', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: { resendCooldownMs: 30_000 },
    })
    expect(
      (await s.post('/email/connect', { email: 'cool@example.com' })).status,
    ).toBe(200)
    const second = await s.post('/email/connect', { email: 'cool@example.com' })
    expect(second.status).toBe(429)
    const body = (await second.json()) as {
      error: { message: string; retryAfter: number }
    }
    expect(body.error.retryAfter).toBeGreaterThan(25)
    expect(body.error.retryAfter).toBeLessThanOrEqual(30)
    expect(body.error.message).toBe(
      `Please try again after ${body.error.retryAfter} seconds`,
    )
    expect(second.headers.get('retry-after')).toBe(
      String(body.error.retryAfter),
    )
    // Another address is not held up.
    expect(
      (await s.post('/email/connect', { email: 'warm@example.com' })).status,
    ).toBe(200)
  })

  it('holds up a second login mail, not the e-mail update right after a login', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: { resendCooldownMs: 30_000 },
    })
    const { token } = await s.login('upd@example.com')
    const update = await s.post(
      '/email/update',
      { email: 'upd2@example.com' },
      { token },
    )
    expect(update.status).toBe(200)
    expect(
      (await s.post('/email/update', { email: 'upd3@example.com' }, { token }))
        .status,
    ).toBe(429)
    expect(
      (await s.post('/email/connect', { email: 'upd@example.com' })).status,
    ).toBe(429)
  })

  it('burns a code after 5 wrong attempts and locks an e-mail after 10 failures', async () => {
    const s = await createEmbeddedTestService(kind)
    const since = s.lastMailId()
    await s.post('/email/connect', { email: 'brute@example.com' })
    const { code } = await s.readCode('brute@example.com', since)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i++)
      expect(
        (await s.post('/email/otp', { email: 'brute@example.com', otp: wrong }))
          .status,
      ).toBe(400)
    // Burnt: the right code no longer works.
    expect(
      (await s.post('/email/otp', { email: 'brute@example.com', otp: code }))
        .status,
    ).toBe(400)
    for (let i = 0; i < 4; i++)
      await s.post(
        '/email/otp',
        { email: 'brute@example.com', otp: 'abc' },
        { ip: `10.0.1.${i}` },
      )
    const locked = await s.post(
      '/email/otp',
      { email: 'brute@example.com', otp: wrong },
      { ip: '10.9.9.9' },
    )
    expect(locked.status).toBe(429)
    expect(
      ((await locked.json()) as { error: { message: string } }).error.message,
    ).toMatch(/^Please try again after \d+ seconds$/)
  })

  it('locks a client IP after its own limit of failures across e-mails', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: {
        lockout: { maxFailures: 10, maxFailuresPerIp: 10, windowMs: 900_000 },
      },
    })
    for (let i = 0; i < 10; i++)
      await s.post(
        '/email/otp',
        { email: `u${i}@example.com`, otp: '123456' },
        { ip: '10.7.7.7' },
      )
    const locked = await s.post(
      '/email/otp',
      { email: 'fresh@example.com', otp: '123456' },
      { ip: '10.7.7.7' },
    )
    expect(locked.status).toBe(429)
    const elsewhere = await s.post(
      '/email/otp',
      { email: 'fresh@example.com', otp: '123456' },
      { ip: '10.7.7.8' },
    )
    expect(elsewhere.status).toBe(400)
  })

  it('refuses an expired code', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: { codeTtlMs: 200 },
    })
    const since = s.lastMailId()
    await s.post('/email/connect', { email: 'late@example.com' })
    const { code } = await s.readCode('late@example.com', since)
    await new Promise((resolve) => setTimeout(resolve, 400))
    const answer = await s.post('/email/otp', {
      email: 'late@example.com',
      otp: code,
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      error: { code: 'invalid_otp', message: 'Invalid code' },
    })
  })

  it('limits mails per client IP across addresses, and sweeps spent rows', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: { mailLimit: { max: 3, windowMs: 60_000 } },
    })
    for (let i = 0; i < 3; i++)
      expect(
        (
          await s.post(
            '/email/connect',
            { email: `m${i}@example.com` },
            { ip: '10.3.3.3' },
          )
        ).status,
      ).toBe(200)
    expect(
      (
        await s.post(
          '/email/connect',
          { email: 'm9@example.com' },
          { ip: '10.3.3.3' },
        )
      ).status,
    ).toBe(429)
    expect(
      (
        await s.post(
          '/email/connect',
          { email: 'm9@example.com' },
          { ip: '10.3.3.4' },
        )
      ).status,
    ).toBe(200)
    await sweepEmbedded(s.db, { now: Date.now() + 2 * 86_400_000 })
    const [left] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM embedded_codes',
    )
    expect(left?.n).toBe(0)
  })
})
