// Issue 17, Medium 3: an attacker who knows an address floods
// /email/connect with fresh device ids and sends wrong codes from other
// devices and IPs; the owner's login — on a known device, and on a new
// one — still succeeds.
import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'

const attacker = (i: number) => `attacker-device-${String(i).padStart(4, '0')}`
const VICTIM_IP = '10.0.0.1'
const NEW_DEVICE = 'victim-new-device-0001'

type Service = Awaited<ReturnType<typeof createEmbeddedTestService>>

/** As if the owner's last mails were sent a minute ago (cooldown over). */
const afterCooldown = (s: Service) =>
  s.db.query(
    `UPDATE embedded_codes SET created_at = created_at - interval '1 minute'`,
  )

const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')

describe.each(dbKinds)('targeted login denial on %s', (kind) => {
  it('the owner signs in on a known device and on a new one while another party floods connect and wrong codes', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: { resendCooldownMs: 30_000 },
    })
    const email = 'victim@example.com'
    const first = await s.login(email)
    await afterCooldown(s)
    // One connect per fresh device id from 3 IPs (the issue: one per 30 s
    // kept the address in cooldown): each is its own device, none held up.
    // (8 and the owner's first mail: under the cap of 10 mails to unknown
    // devices per address and 15 minutes.)
    for (let i = 0; i < 8; i++) {
      const answer = await s.post(
        '/email/connect',
        { email },
        { deviceId: attacker(i), ip: `10.66.0.${i % 3}` },
      )
      expect(answer.status).toBe(200)
    }
    // The owner's known device: a code at once.
    const since = s.lastMailId()
    const connect = await s.post('/email/connect', { email })
    expect(await connect.json()).toEqual({ action: 'VERIFY_OTP' })
    const { code } = await s.readCode(email, since)
    // 5 wrong codes from other devices, then 10 from 10 IPs, then the
    // right code from another device: none touches the owner's code.
    for (let i = 0; i < 5; i++)
      expect(
        (
          await s.post(
            '/email/otp',
            { email, otp: wrongFor(code) },
            { deviceId: attacker(i), ip: '10.66.1.1' },
          )
        ).status,
      ).toBe(400)
    for (let i = 0; i < 10; i++)
      await s.post(
        '/email/otp',
        { email, otp: wrongFor(code) },
        { deviceId: attacker(100 + i), ip: `10.66.2.${i}` },
      )
    const stolen = await s.post(
      '/email/otp',
      { email, otp: code },
      { deviceId: attacker(200), ip: '10.66.3.1' },
    )
    expect([400, 429]).toContain(stolen.status)
    const answer = await s.post('/email/otp', { email, otp: code })
    expect(answer.status).toBe(200)
    const login = (await answer.json()) as { user: { address: string } }
    expect(login.user.address).toBe(first.user.address)

    // A first login from a new device, same address, same attack: the
    // device link, its approval, then the code.
    let mark = s.lastMailId()
    const fresh = await s.post(
      '/email/connect',
      { email },
      { deviceId: NEW_DEVICE, ip: VICTIM_IP },
    )
    expect(await fresh.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const linkMail = await s.mail.waitForMail({ to: email, since: mark })
    const token = /token=([\w-]{43})/.exec(linkMail.text)?.[1] ?? ''
    const approved = await s.get('/v1/embedded/device/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(approved.status).toBe(200)
    mark = s.lastMailId()
    const device = await s.post(
      '/email/device',
      { email },
      { deviceId: NEW_DEVICE, ip: VICTIM_IP },
    )
    expect(await device.json()).toEqual({ action: 'VERIFY_OTP' })
    const second = await s.readCode(email, mark)
    const onNew = await s.post(
      '/email/otp',
      { email, otp: second.code },
      { deviceId: NEW_DEVICE, ip: VICTIM_IP },
    )
    expect(onNew.status).toBe(200)
    expect(((await onNew.json()) as typeof login).user.address).toBe(
      first.user.address,
    )
  })

  it('caps mails to unknown devices per address and per (address, IP), never a known device', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: {
        resendCooldownMs: 30_000,
        // The owner's own first login was the first of the 4.
        newDeviceMailLimit: { max: 4, maxPerIp: 2, windowMs: 900_000 },
      },
    })
    const email = 'capped@example.com'
    await s.login(email)
    await afterCooldown(s)
    const connect = (i: number, ip: string) =>
      s.post('/email/connect', { email }, { deviceId: attacker(i), ip })
    expect((await connect(1, '10.5.0.1')).status).toBe(200)
    expect((await connect(2, '10.5.0.1')).status).toBe(200)
    // A third from the same IP: its per-(address, IP) share is used up.
    const perIp = await connect(3, '10.5.0.1')
    expect(perIp.status).toBe(429)
    expect(
      ((await perIp.json()) as { error: { message: string } }).error.message,
    ).toMatch(/^Please try again after \d+ seconds$/)
    expect(perIp.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await connect(4, '10.5.0.2')).status).toBe(200)
    // The address's cap for unknown devices is reached …
    expect((await connect(5, '10.5.0.3')).status).toBe(429)
    // … and the owner's known device is not held up by it.
    const since = s.lastMailId()
    const own = await s.post('/email/connect', { email })
    expect(await own.json()).toEqual({ action: 'VERIFY_OTP' })
    const { code } = await s.readCode(email, since)
    expect((await s.post('/email/otp', { email, otp: code })).status).toBe(200)
  })

  it('keeps the 30 s cooldown per (address, device)', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: { resendCooldownMs: 30_000 },
    })
    const email = 'cool2@example.com'
    expect((await s.post('/email/connect', { email })).status).toBe(200)
    const again = await s.post('/email/connect', { email })
    expect(again.status).toBe(429)
    const { error } = (await again.json()) as {
      error: { retryAfter: number; message: string }
    }
    expect(error.message).toBe(
      `Please try again after ${error.retryAfter} seconds`,
    )
    // Another device of the same address is not held up.
    expect(
      (
        await s.post(
          '/email/connect',
          { email },
          { deviceId: attacker(1), ip: '10.8.0.1' },
        )
      ).status,
    ).toBe(200)
  })

  it('binds a code to its device: other devices can neither use it nor burn it', async () => {
    const s = await createEmbeddedTestService(kind)
    const email = 'bound@example.com'
    const since = s.lastMailId()
    await s.post('/email/connect', { email })
    const { code } = await s.readCode(email, since)
    const other = { deviceId: attacker(7), ip: '10.9.0.1' }
    expect(
      (await s.post('/email/otp', { email, otp: code }, other)).status,
    ).toBe(400)
    for (let i = 0; i < 5; i++)
      await s.post('/email/otp', { email, otp: wrongFor(code) }, other)
    const [row] = await s.db.query<{ attempts: number }>(
      'SELECT attempts FROM embedded_codes WHERE email = $1',
      [email],
    )
    expect(row?.attempts).toBe(0)
    expect((await s.post('/email/otp', { email, otp: code })).status).toBe(200)
  })

  it('still burns a code after 5 wrong tries from its own device', async () => {
    const s = await createEmbeddedTestService(kind)
    const email = 'own@example.com'
    const since = s.lastMailId()
    await s.post('/email/connect', { email })
    const { code } = await s.readCode(email, since)
    for (let i = 0; i < 5; i++)
      expect(
        (await s.post('/email/otp', { email, otp: wrongFor(code) })).status,
      ).toBe(400)
    expect((await s.post('/email/otp', { email, otp: code })).status).toBe(400)
  })

  it('counts concurrent wrong codes exactly: never more failures than the limit', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: {
        codeMaxAttempts: 100,
        lockout: { maxFailures: 3, maxFailuresPerIp: 100, windowMs: 900_000 },
      },
    })
    const email = 'race@example.com'
    const since = s.lastMailId()
    await s.post('/email/connect', { email })
    const { code } = await s.readCode(email, since)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        s.post('/email/otp', { email, otp: wrongFor(code) }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((x) => x === 400)).toHaveLength(3)
    expect(statuses.filter((x) => x === 429)).toHaveLength(9)
    const [row] = await s.db.query<{ attempts: number }>(
      'SELECT attempts FROM embedded_codes WHERE email = $1',
      [email],
    )
    expect(row?.attempts).toBe(3)
  })

  it('buckets IPv6 clients by their /64 for the per-IP failure limit', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: {
        lockout: { maxFailures: 100, maxFailuresPerIp: 3, windowMs: 900_000 },
      },
    })
    for (const host of ['a', 'b', 'c'])
      await s.post(
        '/email/otp',
        { email: `v6${host}@example.com`, otp: '123456' },
        { ip: `2001:db8:1:2::${host}`, deviceId: attacker(host.charCodeAt(0)) },
      )
    const rotated = await s.post(
      '/email/otp',
      { email: 'v6d@example.com', otp: '123456' },
      { ip: '2001:db8:1:2:ffff::1', deviceId: attacker(1) },
    )
    expect(rotated.status).toBe(429)
    const neighbour = await s.post(
      '/email/otp',
      { email: 'v6d@example.com', otp: '123456' },
      { ip: '2001:db8:1:3::1', deviceId: attacker(2) },
    )
    expect(neighbour.status).toBe(400)
  })
})
