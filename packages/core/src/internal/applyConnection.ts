import { refreshBalance } from '../actions/refreshBalance.js'
import type { Config } from '../types/config.js'
import type { Connector, ConnectResult } from '../types/connector.js'
import { handleNetworkChange } from './handleNetworkChange.js'
import { listenToConnector } from './listenToConnector.js'
import { setNamespace } from './setNamespace.js'
import { toCaipNetworkId } from './toCaipNetworkId.js'

/** Puts a freshly (re)connected wallet into state, storage and events. */
export function applyConnection(
  config: Config,
  connector: Connector,
  result: ConnectResult,
) {
  const namespace = connector.chainNamespace
  const caipNetworkId = toCaipNetworkId(namespace, result.chainId)
  listenToConnector(config, connector)
  setNamespace(config, namespace, {
    status: 'connected',
    connectorId: connector.id,
    accounts: result.accounts,
    caipNetworkId,
  })
  config.events.emit('connect', {
    namespace,
    connectorId: connector.id,
    accounts: result.accounts,
    caipNetworkId,
  })
  handleNetworkChange(config, caipNetworkId)
  void refreshBalance(config, { force: true })
}
