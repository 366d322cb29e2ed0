import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'

describe.each(dbKinds)('e-mail update on %s', (kind) => {
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
})
