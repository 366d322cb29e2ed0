import { describe, expect, it } from 'vitest'
import { dbKinds } from '../../test/testDbs.js'
import { sweepEmbedded } from '../db/sweepEmbedded.js'
import { createEmbeddedTestService } from '../testing/createEmbeddedTestService.js'

const other = 'device-bbbbbbbbbbbbbbbb'

describe.each(dbKinds)('e-mail login on %s', (kind) => {
  it('connect → code by SMTP → otp → user → sign-out', async () => {
    const s = await createEmbeddedTestService(kind)
    const since = s.lastMailId()
    const connect = await s.post('/email/connect', { email: 'Ann@Example.com' })
    expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
    expect(connect.headers.get('access-control-allow-origin')).toBeNull()
    const { code, mail } = await s.readCode('ann@example.com', since)
    expect(mail.text).toContain(code)
    const answer = await s.post('/email/otp', {
      email: 'ann@example.com',
      otp: code,
    })
    expect(answer.status).toBe(200)
    const login = (await answer.json()) as {
      token: string
      expiresAt: number
      user: { address: string; email: string }
    }
    expect(login.user).toMatchObject({
      email: 'ann@example.com',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(login.user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(login.expiresAt).toBeGreaterThan(Date.now())
    const userPath = `/v1/embedded/user?projectId=emb-test&origin=${encodeURIComponent('https://app.example')}&deviceId=device-aaaaaaaaaaaaaaaa`
    const user = await s.get(userPath, {
      headers: { authorization: `Bearer ${login.token}` },
    })
    expect(await user.json()).toEqual({ user: login.user })
    // The code works once.
    const replay = await s.post('/email/otp', {
      email: 'ann@example.com',
      otp: code,
    })
    expect(replay.status).toBe(400)
    expect(
      await s
        .post('/sign-out', {}, { token: login.token })
        .then((r) => r.json()),
    ).toEqual({})
    const after = await s.get(userPath, {
      headers: { authorization: `Bearer ${login.token}` },
    })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({
      error: { code: 'session_expired', message: 'Session Expired' },
    })
    // The same e-mail on the same device signs in to the same wallet.
    const again = await s.login('ann@example.com')
    expect(again.user.address).toBe(login.user.address)
  })

  it('refuses unknown projects, other origins, non-JSON and foreign Origin headers', async () => {
    const s = await createEmbeddedTestService(kind)
    const bad = async (response: Response, status: number, message: string) => {
      expect(response.status).toBe(status)
      expect(
        ((await response.json()) as { error: { message: string } }).error
          .message,
      ).toBe(message)
    }
    await bad(
      await s.post('/email/connect', {
        email: 'a@example.com',
        projectId: 'nope',
      }),
      403,
      'invalid key',
    )
    await bad(
      await s.post('/email/connect', {
        email: 'a@example.com',
        origin: 'https://evil.example',
      }),
      403,
      'origin not allowed',
    )
    await bad(
      await s.post('/email/connect', '{"projectId":'),
      400,
      'Body is not valid JSON',
    )
    await bad(
      await s.post('/email/connect', {
        email: 'a@example.com\r\nBcc: x@evil.example',
      }),
      400,
      'Invalid email',
    )
    const form = await s.app.request(
      'http://embedded.test/v1/embedded/email/connect',
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      },
    )
    expect(form.status).toBe(415)
    const crossSite = await s.app.request(
      'http://embedded.test/v1/embedded/email/connect',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
        },
        body: JSON.stringify({
          projectId: 'emb-test',
          origin: 'https://app.example',
          deviceId: 'device-aaaaaaaaaaaaaaaa',
          email: 'a@example.com',
        }),
      },
    )
    await bad(crossSite, 403, 'origin not allowed')
    await bad(
      await s.post('/email/connect', { email: 'a@example.com', deviceId: 'x' }),
      400,
      'deviceId must be 16–128 characters [A-Za-z0-9_-]',
    )
  })

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

  it('locks a client IP after 10 failures across e-mails', async () => {
    const s = await createEmbeddedTestService(kind)
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

  it('verifies a new device by an e-mailed link before sending a code', async () => {
    const s = await createEmbeddedTestService(kind)
    const first = await s.login('dev@example.com')
    let since = s.lastMailId()
    const connect = await s.post(
      '/email/connect',
      { email: 'dev@example.com' },
      { deviceId: other },
    )
    expect(await connect.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const linkMail = await s.mail.waitForMail({ to: 'dev@example.com', since })
    const link = /(http\S+device\/approve\?token=\S+)/.exec(linkMail.text)?.[1]
    expect(link).toBeDefined()
    // A code for the other device is not sent yet, and otp without one fails.
    expect(
      (
        await s.post(
          '/email/otp',
          { email: 'dev@example.com', otp: '123456' },
          { deviceId: other },
        )
      ).status,
    ).toBe(400)
    const pending = await s.post(
      '/email/device',
      { email: 'dev@example.com' },
      { deviceId: other },
    )
    expect(pending.status).toBe(408)
    expect(
      ((await pending.json()) as { error: { code: string } }).error.code,
    ).toBe('device_pending')
    since = s.lastMailId()
    const waiting = s.post(
      '/email/device',
      { email: 'dev@example.com' },
      { deviceId: other },
    )
    const page = await s.get(
      new URL(link ?? '').pathname + new URL(link ?? '').search,
    )
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Device approved')
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    )
    expect(await (await waiting).json()).toEqual({ action: 'VERIFY_OTP' })
    const { code } = await s.readCode('dev@example.com', since)
    const answer = await s.post(
      '/email/otp',
      { email: 'dev@example.com', otp: code },
      { deviceId: other },
    )
    const second = (await answer.json()) as { user: { address: string } }
    expect(second.user.address).toBe(first.user.address)
    // The link works once.
    expect(
      (await s.get(new URL(link ?? '').pathname + new URL(link ?? '').search))
        .status,
    ).toBe(400)
  })

  it('updates the e-mail with a code to each address', async () => {
    const s = await createEmbeddedTestService(kind)
    const { token, user } = await s.login('old@example.com')
    await s.login('taken@example.com', 'device-cccccccccccccccc')
    expect(
      (await s.post('/email/update', { email: 'taken@example.com' }, { token }))
        .status,
    ).toBe(409)
    let since = s.lastMailId()
    const update = await s.post(
      '/email/update',
      { email: 'new@example.com' },
      { token },
    )
    expect(await update.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await s.readCode('old@example.com', since)
    since = s.lastMailId()
    const step2 = await s.post(
      '/email/update/primary',
      { otp: primary.code },
      { token },
    )
    expect(await step2.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await s.readCode('new@example.com', since)
    const done = await s.post(
      '/email/update/secondary',
      { otp: secondary.code },
      { token },
    )
    const body = (await done.json()) as {
      user: { email: string; address: string }
      newEmail: string
    }
    expect(body.newEmail).toBe('new@example.com')
    expect(body.user).toMatchObject({
      email: 'new@example.com',
      address: user.address,
    })
    const again = await s.login('new@example.com')
    expect(again.user.address).toBe(user.address)
    expect(
      (await s.post('/email/update', { email: 'x@example.com' }, {})).status,
    ).toBe(401)
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
