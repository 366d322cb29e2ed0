import { parseOtp } from '../../auth/parseAuthInput.js'
import type { AuthConnectResult } from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import { finishAuthConnection } from './finishAuthConnection.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type ConnectOtpParameters = { otp: string }

export type ConnectOtpReturnType = AuthConnectResult

/**
 * Finishes an e-mail login with the one-time code: the frame verifies it,
 * then the wallet connects like any other (connection state, sign-in,
 * events). Throws InvalidOtpError for a code that is not a non-empty
 * string (SPEC §5), or the frame's error (e.g. a wrong code).
 * https://latch.dev/docs/core/actions/connectOtp
 *
 * @example
 * const { accounts, user } = await connectOtp(config, { otp: '123456' })
 */
export async function connectOtp(
  config: Config,
  parameters: ConnectOtpParameters,
): Promise<ConnectOtpReturnType> {
  const connector = requireAuthConnector(config)
  const user = await connector.connectOtp({
    otp: parseOtp(parameters.otp),
  })
  return finishAuthConnection(config, connector, user)
}
