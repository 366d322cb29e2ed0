import { isAuthConnector } from '../../auth/isAuthConnector.js'
import type { AuthConnector } from '../../auth/types.js'
import type { Config } from '../../types/config.js'

/**
 * The config's embedded-wallet connector (type `AUTH`), if it has one.
 * https://latch.dev/docs/core/actions/getAuthConnector
 *
 * @example
 * const showEmailField = getAuthConnector(config) !== undefined
 */
export function getAuthConnector(config: Config): AuthConnector | undefined {
  return config.state.connectors.find(isAuthConnector)
}
