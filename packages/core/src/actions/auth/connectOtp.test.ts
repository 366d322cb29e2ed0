import { describe, expect, it } from 'vitest'
import { createFakeAuthConfig } from '../../../test/auth/createFakeAuthConfig.js'
import { FAKE_ADDRESS } from '../../../test/auth/createFakeAuthConnector.js'
import { EmbeddedWalletError, InvalidOtpError } from '../../auth/errors.js'
import type { LatchEventName } from '../../types/events.js'
import { disconnect } from '../disconnect.js'
import { getAccount } from '../getAccount.js'
import { connectOtp } from './connectOtp.js'
import { getEmbeddedUser } from './getEmbeddedUser.js'
import { watchEmbeddedUser } from './watchEmbeddedUser.js'

function setup(script: Parameters<typeof createFakeAuthConfig>[0] = {}) {
  const fake = createFakeAuthConfig(script)
  const events: LatchEventName[] = []
  fake.config.events.onAny((name) => events.push(name))
  return { ...fake, events }
}

describe('connectOtp', () => {
  it('finishes the login and connects like any wallet', async () => {
    const { config, calls, events } = setup()
    const seen: unknown[] = []
    watchEmbeddedUser(config, { onChange: (user) => seen.push(user) })
    const result = await connectOtp(config, { otp: ' 123456 ' })
    expect(result).toEqual({
      accounts: [FAKE_ADDRESS],
      chainId: 31337,
      user: { address: FAKE_ADDRESS, email: 'ada@example.com' },
    })
    expect(calls).toEqual(['connectOtp 123456', 'connect'])
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: FAKE_ADDRESS,
      caipAddress: `eip155:31337:${FAKE_ADDRESS}`,
    })
    expect(getEmbeddedUser(config)).toEqual({
      address: FAKE_ADDRESS,
      email: 'ada@example.com',
    })
    expect(seen).toEqual([{ address: FAKE_ADDRESS, email: 'ada@example.com' }])
    expect(events).toContain('connect')
    // The connection is remembered like any other, for reconnect.
    expect(config.storage.getItem('connections')?.eip155).toEqual({
      connectorId: 'embedded',
      accounts: [FAKE_ADDRESS],
      caipNetworkId: 'eip155:31337',
    })
  })

  it('refuses an OTP that is not a non-empty string (SPEC §5)', async () => {
    const { config, calls } = setup()
    for (const otp of ['', '   ', 123456, undefined, 'x'.repeat(65)])
      await expect(
        connectOtp(config, { otp: otp as string }),
      ).rejects.toBeInstanceOf(InvalidOtpError)
    expect(calls).toEqual([])
  })

  it("leaves the namespace disconnected on the frame's refusal", async () => {
    const { config } = setup({
      connectOtp: async () => {
        throw new EmbeddedWalletError('Invalid code')
      },
    })
    await expect(connectOtp(config, { otp: '000000' })).rejects.toThrow(
      'Invalid code',
    )
    expect(getAccount(config).status).toBe('disconnected')
    expect(getEmbeddedUser(config)).toBeUndefined()
  })

  it('shows no embedded user once another wallet is active or after disconnect', async () => {
    const { config } = setup()
    await connectOtp(config, { otp: '123456' })
    await disconnect(config)
    expect(getAccount(config).status).toBe('disconnected')
    expect(getEmbeddedUser(config)).toBeUndefined()
  })
})
