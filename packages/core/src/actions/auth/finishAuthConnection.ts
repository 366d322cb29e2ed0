import type {
  AuthConnector,
  AuthConnectResult,
  EmbeddedUser,
} from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import { connect } from '../connect.js'
import { dispatchEmbeddedUser } from './dispatchEmbeddedUser.js'

/**
 * After the frame logged the user in: connects through the ordinary
 * `connect` (connection state, sign-in, events, balance) and keeps the
 * user in state.
 */
export async function finishAuthConnection(
  config: Config,
  connector: AuthConnector,
  user: EmbeddedUser | undefined,
): Promise<AuthConnectResult> {
  const result = await connect(config, { connector })
  const known = user ?? (await connector.getUser())
  const fallback: EmbeddedUser = {
    address: result.accounts[0] ?? '',
    email: null,
  }
  const final = known ?? fallback
  dispatchEmbeddedUser(config, final)
  return { ...result, user: final }
}
