import type { AuthConnectResult } from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import { finishAuthConnection } from './finishAuthConnection.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type ConnectPasskeyParameters = {
  /** Make a new wallet a new passkey owns, instead of logging in. */
  create?: boolean | undefined
  /**
   * Recover the passkey wallet of `email` on this device: the code
   * `sendPasskeyRecoveryCode` mailed; a new passkey is added to the wallet.
   */
  recover?: { email: string; otp: string } | undefined
}

export type ConnectPasskeyReturnType = AuthConnectResult

/**
 * Embedded-wallet login with a passkey (WebAuthn in the secure frame), or
 * with `create` a new wallet whose smart account a new passkey owns; then
 * the wallet connects like any other. Throws the frame's error (the
 * visitor cancelled: 'Signature declined'; an unknown or expired passkey
 * request in the frame's words).
 *
 * @example
 * const { accounts } = await connectPasskey(config, { create: true })
 */
export async function connectPasskey(
  config: Config,
  { create, recover }: ConnectPasskeyParameters = {},
): Promise<ConnectPasskeyReturnType> {
  const connector = requireAuthConnector(config)
  const user = await connector.connectPasskey(
    recover ? { recover } : { create: create === true },
  )
  return finishAuthConnection(config, connector, user)
}
