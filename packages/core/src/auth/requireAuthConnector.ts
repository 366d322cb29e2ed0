import type { Config } from '../types/config.js'
import { AuthConnectorNotFoundError } from './errors.js'
import { isAuthConnector } from './isAuthConnector.js'
import type { AuthConnector } from './types.js'
import { watchAuthConnector } from './watchAuthConnector.js'

/** The config's auth connector, followed by the core; throws without one. */
export function requireAuthConnector(config: Config): AuthConnector {
  const connector = config.state.connectors.find(isAuthConnector)
  if (!connector) throw new AuthConnectorNotFoundError()
  watchAuthConnector(config, connector)
  return connector
}
