import { parseEmail } from '../../auth/parseAuthInput.js'
import type { UpdateEmailAction } from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type UpdateEmailParameters = { email: string }

export type UpdateEmailReturnType = { action: UpdateEmailAction }

/**
 * Starts changing the embedded wallet's e-mail (SPEC §4 e-mail update):
 * a code goes to the current address (`VERIFY_PRIMARY_OTP` →
 * `updateEmailPrimaryOtp`), then one to the new address
 * (`VERIFY_SECONDARY_OTP` → `updateEmailSecondaryOtp`).
 * https://latch.dev/docs/core/actions/updateEmail
 *
 * @example
 * const { action } = await updateEmail(config, { email: 'new@example.com' })
 */
export async function updateEmail(
  config: Config,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const connector = requireAuthConnector(config)
  const { action } = await connector.updateEmail({
    email: parseEmail(parameters.email),
  })
  return { action }
}
