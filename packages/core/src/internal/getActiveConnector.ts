import { ConnectorNotConnectedError } from '../errors/connector.js'
import type { Config } from '../types/config.js'
import type { Connector } from '../types/connector.js'

/** The connector of the active namespace, when one is connected. */
export function findActiveConnector(config: Config): Connector | undefined {
  const { activeNamespace, namespaces, connectors } = config.state
  const ns = activeNamespace ? namespaces[activeNamespace] : undefined
  if (!ns?.connectorId || ns.status !== 'connected') return undefined
  return connectors.find((c) => c.id === ns.connectorId)
}

/** Like findActiveConnector, but throws when no wallet is connected. */
export function getActiveConnector(config: Config): Connector {
  const connector = findActiveConnector(config)
  if (!connector) throw new ConnectorNotConnectedError()
  return connector
}
