import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'

const other = 'device-bbbbbbbbbbbbbbbb'

describe.each(dbKinds)('new-device approval on %s', (kind) => {
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
    const linkPath = new URL(link ?? '').pathname + new URL(link ?? '').search
    // Following the link (a person, or a mail scanner) approves nothing yet.
    const page = await s.get(linkPath)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Approve this device?')
    expect(html).toContain('<button type="submit">Approve device</button>')
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    )
    const token = new URL(link ?? '').searchParams.get('token') ?? ''
    const approve = () =>
      s.get('/v1/embedded/device/approve', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      })
    const approved = await approve()
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
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
    expect((await approve()).status).toBe(400)
    expect((await s.get('/v1/embedded/device/approve?token=nope')).status).toBe(
      400,
    )
  })

  it('names the requesting device (browser and system, IP, time) on the page and in the mail, escaped', async () => {
    const s = await createEmbeddedTestService(kind)
    await s.login('who@example.com')
    const since = s.lastMailId()
    await s.post(
      '/email/connect',
      { email: 'who@example.com' },
      {
        deviceId: other,
        ip: '2001:db8::7',
        headers: {
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 <script>alert(1)</script>',
        },
      },
    )
    const mail = await s.mail.waitForMail({ to: 'who@example.com', since })
    expect(mail.text).toContain('  Device: Chrome on Linux\n')
    expect(mail.text).toContain('  IP address: 2001:db8::7\n')
    expect(mail.text).toMatch(/ {2}Time: \d{4}-\d\d-\d\d \d\d:\d\d UTC\n/)
    expect(mail.text).not.toContain('<script>')
    const link = new URL(
      /(http\S+device\/approve\?token=\S+)/.exec(mail.text)?.[1] ?? '',
    )
    const html = await (await s.get(link.pathname + link.search)).text()
    expect(html).toContain('<dt>Device</dt><dd>Chrome on Linux</dd>')
    expect(html).toContain('<dt>IP address</dt><dd>2001:db8::7</dd>')
    expect(html).toMatch(
      /<dt>Time<\/dt><dd>\d{4}-\d\d-\d\d \d\d:\d\d UTC<\/dd>/,
    )
    expect(html).not.toContain('<script>')
  })
})
