import { EmailCooldownError } from '../../auth/errors.js'
import { parseEmail } from '../../auth/parseAuthInput.js'
import type { ConnectEmailAction } from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import { finishAuthConnection } from './finishAuthConnection.js'
import { getEmailCooldown } from './getEmailCooldown.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type ConnectEmailParameters = { email: string }

export type ConnectEmailReturnType = { action: ConnectEmailAction }

/**
 * Starts an e-mail login in the embedded wallet (SPEC §4). The answer says
 * what comes next: `VERIFY_OTP` (a code was e-mailed: call `connectOtp`),
 * `VERIFY_DEVICE` (a device link was e-mailed: call `connectDevice`), or
 * `CONNECT` (already verified: the wallet is connected when this returns).
 * Throws InvalidEmailError, EmailCooldownError ('Please try again after
 * {n} seconds', SPEC §5: not twice within 30 s; the time is taken when the
 * request leaves, and given back if it fails), or the frame's errors.
 * https://latch.dev/docs/core/actions/connectEmail
 *
 * @example
 * const { action } = await connectEmail(config, { email: 'ada@example.com' })
 * if (action === 'VERIFY_OTP') pushView(config, { view: 'EmailVerifyOtp', email })
 */
export async function connectEmail(
  config: Config,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const connector = requireAuthConnector(config)
  const email = parseEmail(parameters.email)
  const seconds = getEmailCooldown(config)
  if (seconds > 0) throw new EmailCooldownError(seconds)
  const { storage } = config
  const previous = storage.getItem('embeddedLastEmailLoginTime')
  storage.setItem('embeddedLastEmailLoginTime', Date.now())
  let result: ConnectEmailReturnType
  try {
    result = await connector.connectEmail({ email })
  } catch (error) {
    if (previous === undefined) storage.removeItem('embeddedLastEmailLoginTime')
    else storage.setItem('embeddedLastEmailLoginTime', previous)
    throw error
  }
  if (result.action === 'CONNECT')
    await finishAuthConnection(config, connector, undefined)
  return { action: result.action }
}
