import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createFakeAuthConnector } from '../../../test/auth/createFakeAuthConnector.js'
import { InvalidEmailError, InvalidOtpError } from '../../auth/errors.js'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import { connectOtp } from './connectOtp.js'
import { getEmbeddedUser } from './getEmbeddedUser.js'
import { updateEmail } from './updateEmail.js'
import { updateEmailPrimaryOtp } from './updateEmailPrimaryOtp.js'
import { updateEmailSecondaryOtp } from './updateEmailSecondaryOtp.js'

describe('e-mail update (SPEC §4)', () => {
  it('update, primary OTP, secondary OTP, then the new e-mail is stored', async () => {
    const fake = createFakeAuthConnector()
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: memoryStorage(),
      connectors: [fake.create],
    })
    await connectOtp(config, { otp: '123456' })
    expect(await updateEmail(config, { email: 'new@example.com' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(await updateEmailPrimaryOtp(config, { otp: '111111' })).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(await updateEmailSecondaryOtp(config, { otp: '222222' })).toEqual({
      email: 'new@example.com',
    })
    expect(getEmbeddedUser(config)?.email).toBe('new@example.com')
    expect(config.storage.getItem('embeddedEmail')).toBe('new@example.com')
    expect(fake.calls.slice(2)).toEqual([
      'updateEmail new@example.com',
      'updateEmailPrimaryOtp 111111',
      'updateEmailSecondaryOtp 222222',
    ])
  })

  it('checks the e-mail and the codes first', async () => {
    const fake = createFakeAuthConnector()
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: memoryStorage(),
      connectors: [fake.create],
    })
    await expect(
      updateEmail(config, { email: 'not an e-mail' }),
    ).rejects.toBeInstanceOf(InvalidEmailError)
    await expect(
      updateEmailPrimaryOtp(config, { otp: '' }),
    ).rejects.toBeInstanceOf(InvalidOtpError)
    await expect(
      updateEmailSecondaryOtp(config, { otp: {} as string }),
    ).rejects.toBeInstanceOf(InvalidOtpError)
    expect(fake.calls).toEqual([])
  })
})
