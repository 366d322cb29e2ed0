import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'

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
})
