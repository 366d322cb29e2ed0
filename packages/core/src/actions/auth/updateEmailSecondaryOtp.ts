import { parseOtp } from '../../auth/parseAuthInput.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type UpdateEmailSecondaryOtpParameters = { otp: string }

export type UpdateEmailSecondaryOtpReturnType = { email: string }

/**
 * E-mail update, last step: the code sent to the new address. The new
 * e-mail is then stored (state, login cache).
 * https://latch.dev/docs/core/actions/updateEmail
 *
 * @example
 * const { email } = await updateEmailSecondaryOtp(config, { otp: '654321' })
 */
export async function updateEmailSecondaryOtp(
  config: Config,
  parameters: UpdateEmailSecondaryOtpParameters,
): Promise<UpdateEmailSecondaryOtpReturnType> {
  const connector = requireAuthConnector(config)
  const otp = parseOtp(parameters.otp)
  const { email } = await connector.updateEmailSecondaryOtp({ otp })
  config.storage.setItem('embeddedEmail', email)
  const user = config.state.embeddedUser
  if (user)
    dispatch(config, {
      type: 'embedded/userChanged',
      user: { ...user, email },
    })
  return { email }
}
