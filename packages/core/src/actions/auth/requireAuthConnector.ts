import { AuthConnectorNotFoundError } from '../../auth/errors.js'
import { isAuthConnector } from '../../auth/isAuthConnector.js'
import type { AuthConnector } from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import { watchAuthConnector } from './watchAuthConnector.js'

/** The config's auth connector, followed by the core; throws without one. */
export function requireAuthConnector(config: Config): AuthConnector {
  const connector = config.state.connectors.find(isAuthConnector)
  if (!connector) throw new AuthConnectorNotFoundError()
  watchAuthConnector(config, connector)
  return connector
}
