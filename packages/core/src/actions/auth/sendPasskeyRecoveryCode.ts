import { parseEmail } from '../../auth/parseAuthInput.js'
import type { Config } from '../../types/config.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type SendPasskeyRecoveryCodeParameters = { email: string }

/**
 * Recovery of a passkey wallet on a new device, first step: the service
 * mails a code to `email` when a passkey wallet of the app has it attached
 * (the same answer otherwise: no address is confirmed). Then
 * `connectPasskey(config, { recover: { email, otp } })` adds a new passkey.
 * Throws InvalidEmailError or the frame's errors.
 *
 * @example
 * await sendPasskeyRecoveryCode(config, { email: 'ada@example.com' })
 * await connectPasskey(config, { recover: { email: 'ada@example.com', otp } })
 */
export async function sendPasskeyRecoveryCode(
  config: Config,
  parameters: SendPasskeyRecoveryCodeParameters,
): Promise<void> {
  const connector = requireAuthConnector(config)
  await connector.connectEmail({
    email: parseEmail(parameters.email),
    passkeyRecovery: true,
  })
}
