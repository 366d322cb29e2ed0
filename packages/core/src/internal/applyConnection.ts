import type { ChainNamespace } from '@latch/common'
import { refreshBalance } from '../actions/refreshBalance.js'
import type { Config } from '../types/config.js'
import type {
  Connector,
  ConnectResult,
  NamespaceConnection,
} from '../types/connector.js'
import { handleNetworkChange } from './handleNetworkChange.js'
import { listenToConnector } from './listenToConnector.js'
import { setNamespace } from './setNamespace.js'
import { toCaipNetworkId } from './toCaipNetworkId.js'

/** Every namespace a connect result names, its main one first. */
export function getResultConnections(
  connector: Connector,
  result: ConnectResult,
): NamespaceConnection[] {
  const main: NamespaceConnection = {
    namespace: result.namespace ?? connector.chainNamespace,
    accounts: result.accounts,
    chainId: result.chainId,
  }
  const others = (result.connections ?? []).filter(
    (c) => c.namespace !== main.namespace && c.accounts.length > 0,
  )
  return main.accounts.length > 0 ? [main, ...others] : others
}

/**
 * Puts a freshly (re)connected wallet into state, storage and events: one
 * namespace, or each namespace one approval connected (a WalletConnect
 * session with eip155 and solana accounts). `active` picks the namespace
 * that becomes active when it is among them (default: the result's main one).
 */
export function applyConnection(
  config: Config,
  connector: Connector,
  result: ConnectResult,
  active?: ChainNamespace | undefined,
) {
  const connections = getResultConnections(connector, result)
  listenToConnector(config, connector)
  const first =
    connections.find((c) => c.namespace === active) ?? connections[0]
  // The active one last: setNamespace makes the last connected one active.
  const ordered = [
    ...connections.filter((c) => c !== first),
    ...(first ? [first] : []),
  ]
  for (const { namespace, accounts, chainId } of ordered) {
    const caipNetworkId = toCaipNetworkId(namespace, chainId)
    setNamespace(config, namespace, {
      status: 'connected',
      connectorId: connector.id,
      accounts,
      caipNetworkId,
    })
    config.events.emit('connect', {
      namespace,
      connectorId: connector.id,
      accounts,
      caipNetworkId,
    })
  }
  if (first)
    handleNetworkChange(config, toCaipNetworkId(first.namespace, first.chainId))
  void refreshBalance(config, { force: true })
}
