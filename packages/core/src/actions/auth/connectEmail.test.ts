import { devnet } from '@latch/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeAuthConfig } from '../../../test/auth/createFakeAuthConfig.js'
import {
  createFakeAuthConnector,
  FAKE_ADDRESS,
} from '../../../test/auth/createFakeAuthConnector.js'
import {
  AuthConnectorNotFoundError,
  EmailCooldownError,
  EmbeddedWalletError,
  InvalidEmailError,
} from '../../auth/errors.js'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import { getAccount } from '../getAccount.js'
import { connectEmail } from './connectEmail.js'
import { getEmailCooldown } from './getEmailCooldown.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('connectEmail', () => {
  it('asks the frame and answers its next step', async () => {
    const { config, calls } = createFakeAuthConfig()
    await expect(
      connectEmail(config, { email: ' ada@example.com ' }),
    ).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(calls).toEqual(['connectEmail ada@example.com'])
  })

  it('refuses an invalid e-mail before the frame is asked (SPEC §5)', async () => {
    const { config, calls } = createFakeAuthConfig()
    for (const email of ['ada', 'ada@example', 'a@b.co\r\nBcc: x@y.z', 7])
      await expect(
        connectEmail(config, { email: email as string }),
      ).rejects.toBeInstanceOf(InvalidEmailError)
    expect(calls).toEqual([])
  })

  it('may not be triggered twice within 30 s (SPEC §5)', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { config, calls } = createFakeAuthConfig()
    await connectEmail(config, { email: 'ada@example.com' })
    vi.setSystemTime(1_000_000 + 12_300)
    const error = await connectEmail(config, {
      email: 'ada@example.com',
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect((error as EmailCooldownError).shortMessage).toBe(
      'Please try again after 18 seconds',
    )
    expect(getEmailCooldown(config)).toBe(18)
    // Another address does not get around it.
    await expect(
      connectEmail(config, { email: 'eve@example.com' }),
    ).rejects.toBeInstanceOf(EmailCooldownError)
    vi.setSystemTime(1_000_000 + 30_000)
    expect(getEmailCooldown(config)).toBe(0)
    await connectEmail(config, { email: 'ada@example.com' })
    expect(calls).toHaveLength(2)
  })

  it('blocks a double click: the second call while the first is on its way', async () => {
    let release: (() => void) | undefined
    const { config, calls } = createFakeAuthConfig({
      connectEmail: () =>
        new Promise((resolve) => {
          release = () => resolve({ action: 'VERIFY_OTP' })
        }),
    })
    const first = connectEmail(config, { email: 'ada@example.com' })
    await expect(
      connectEmail(config, { email: 'ada@example.com' }),
    ).rejects.toBeInstanceOf(EmailCooldownError)
    release?.()
    await first
    expect(calls).toHaveLength(1)
  })

  it('gives the cooldown back when the frame refuses', async () => {
    const { config } = createFakeAuthConfig({
      connectEmail: async () => {
        throw new EmbeddedWalletError('Something went wrong')
      },
    })
    await expect(
      connectEmail(config, { email: 'ada@example.com' }),
    ).rejects.toBeInstanceOf(EmbeddedWalletError)
    expect(getEmailCooldown(config)).toBe(0)
    expect(config.storage.getItem('embeddedLastEmailLoginTime')).toBeUndefined()
  })

  it('connects at once when the frame answers CONNECT', async () => {
    const fake = createFakeAuthConnector({
      connectEmail: async () => {
        // The frame already has a session for this device.
        await fake.connector.connectOtp({ otp: 'x' })
        return { action: 'CONNECT' }
      },
    })
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: memoryStorage(),
      connectors: [fake.create],
    })
    await expect(
      connectEmail(config, { email: 'ada@example.com' }),
    ).resolves.toEqual({ action: 'CONNECT' })
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: FAKE_ADDRESS,
      connector: fake.connector,
    })
  })

  it('needs an auth connector', async () => {
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: memoryStorage(),
    })
    await expect(
      connectEmail(config, { email: 'ada@example.com' }),
    ).rejects.toBeInstanceOf(AuthConnectorNotFoundError)
  })
})
