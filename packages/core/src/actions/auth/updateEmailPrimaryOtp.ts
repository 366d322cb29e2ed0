import { parseOtp } from '../../auth/parseAuthInput.js'
import type { Config } from '../../types/config.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type UpdateEmailPrimaryOtpParameters = { otp: string }

export type UpdateEmailPrimaryOtpReturnType = { action: 'VERIFY_SECONDARY_OTP' }

/**
 * E-mail update, step two: the code sent to the current address. A code
 * then goes to the new address (`updateEmailSecondaryOtp`).
 * https://latch.dev/docs/core/actions/updateEmail
 *
 * @example
 * await updateEmailPrimaryOtp(config, { otp: '123456' })
 */
export async function updateEmailPrimaryOtp(
  config: Config,
  parameters: UpdateEmailPrimaryOtpParameters,
): Promise<UpdateEmailPrimaryOtpReturnType> {
  const connector = requireAuthConnector(config)
  const { action } = await connector.updateEmailPrimaryOtp({
    otp: parseOtp(parameters.otp),
  })
  return { action }
}
