import type { ChainNamespace } from '@latch/common'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'

/**
 * The connector holding `namespace` (default: the active one), when a
 * wallet is connected there.
 */
export function findActiveConnector(
  config: Config,
  namespace = config.state.activeNamespace,
): Connector | undefined {
  const ns = namespace ? config.state.namespaces[namespace] : undefined
  if (!ns?.connectorId || ns.status !== 'connected') return undefined
  return config.state.connectors.find((c) => c.id === ns.connectorId)
}

/** Like findActiveConnector, but throws when no wallet is connected. */
export function getActiveConnector(
  config: Config,
  namespace?: ChainNamespace | undefined,
): Connector {
  const connector = findActiveConnector(config, namespace)
  if (!connector) throw new ConnectorNotConnectedError()
  return connector
}
