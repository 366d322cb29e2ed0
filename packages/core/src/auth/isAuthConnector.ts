import type { Connector } from '../types/connector.js'
import type { AuthConnector } from './types.js'

/**
 * True for the embedded wallet's connector (type `AUTH`).
 *
 * @example
 * const auth = config.state.connectors.find(isAuthConnector)
 */
export function isAuthConnector(
  connector: Connector | undefined,
): connector is AuthConnector {
  return (
    connector?.type === 'AUTH' &&
    typeof (connector as Partial<AuthConnector>).connectEmail === 'function'
  )
}
