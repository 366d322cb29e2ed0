import { expectTypeOf, test } from 'vitest'
import type { EmbeddedUser } from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import type { Route } from '../../types/route.js'
import { connectEmail } from './connectEmail.js'
import { connectOtp } from './connectOtp.js'
import { connectSocial } from './connectSocial.js'
import { getEmbeddedUser } from './getEmbeddedUser.js'
import { updateEmail } from './updateEmail.js'

declare const config: Config

test('connectEmail answers one of the three next steps', () => {
  expectTypeOf(
    connectEmail(config, { email: 'a@b.co' }),
  ).resolves.toEqualTypeOf<{
    action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
  }>()
  expectTypeOf(
    updateEmail(config, { email: 'a@b.co' }),
  ).resolves.toEqualTypeOf<{
    action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  }>()
})

test('connectOtp and connectSocial resolve with the connection and its user', () => {
  expectTypeOf(connectOtp(config, { otp: '1' })).resolves.toMatchTypeOf<{
    readonly accounts: readonly string[]
    readonly chainId: number | string
    readonly user: EmbeddedUser
  }>()
  // @ts-expect-error farcaster logs in through a later flow
  connectSocial(config, { provider: 'farcaster' })
  connectSocial(config, { provider: 'discord' })
})

test('the embedded user and the new routes', () => {
  expectTypeOf(getEmbeddedUser(config)).toEqualTypeOf<
    EmbeddedUser | undefined
  >()
  const otp: Route = { view: 'EmailVerifyOtp', email: 'a@b.co' }
  const social: Route = { view: 'ConnectingSocial', provider: 'github' }
  const update: Route = {
    view: 'UpdateEmailPrimaryOtp',
    email: 'a@b.co',
    newEmail: 'c@d.co',
  }
  // @ts-expect-error the OTP view needs the e-mail it was sent to
  const missing: Route = { view: 'EmailVerifyOtp' }
  void [otp, social, update, missing]
})
