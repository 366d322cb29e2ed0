import type { AuthConnector } from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import type { Connector } from '../../types/connector.js'
import { dispatchEmbeddedUser } from './dispatchEmbeddedUser.js'

/**
 * Called when an `AUTH` connector connects or reconnects: follows its
 * events and puts its user into state. A stub: the watcher itself loads
 * only now, so pages without an embedded wallet never fetch it.
 */
export async function watchConnectedAuth(config: Config, connector: Connector) {
  const { watchAuthConnector } = await import('./watchAuthConnector.js')
  const auth = connector as AuthConnector
  watchAuthConnector(config, auth)
  const user = await auth.getUser().catch(() => undefined)
  if (user) dispatchEmbeddedUser(config, user)
}
