import type { AuthConnectResult } from '../../auth/types.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import { finishAuthConnection } from './finishAuthConnection.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type ConnectFarcasterReturnType = AuthConnectResult

/**
 * Waits until the visitor approved the Farcaster sign-in of the last
 * `getFarcasterUri` in their Farcaster client (SPEC §7 connect farcaster),
 * then connects the embedded wallet of that Farcaster account; the URL
 * leaves state. Rejects when the sign-in expired (5 min), was refused, or
 * was given up (`cancelFarcasterLogin`).
 * https://latch.dev/docs/core/actions/connectFarcaster
 *
 * @example
 * await getFarcasterUri(config)
 * const { user } = await connectFarcaster(config)
 */
export async function connectFarcaster(
  config: Config,
): Promise<ConnectFarcasterReturnType> {
  const connector = requireAuthConnector(config)
  const user = await connector.connectFarcaster()
  dispatch(config, { type: 'social/farcasterUrl', url: undefined })
  return finishAuthConnection(config, connector, user)
}
