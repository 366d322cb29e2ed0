import type { ChainNamespace } from '@latch/common'
import { selectNetworkId } from '../state/selectNetworkId.js'
import type { StoredConnection } from '../storage/storageItems.js'
import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'

const select = (s: State) =>
  [s.namespaces, s.activeNamespace, selectNetworkId(s)] as const

const sameAll = (a: readonly unknown[], b: readonly unknown[]) =>
  a.every((v, i) => Object.is(v, b[i]))

/**
 * Keeps storage a copy of what the page shows: the connections, the active
 * namespace and the shown network (when it is one of the config's), written
 * from the store after each change, and from nowhere else. A reload then
 * restores exactly what was on screen. Returns its unsubscriber.
 */
export function persistConnections(config: Config): () => void {
  return config.subscribe(select, () => writeConnections(config), {
    equalityFn: sameAll,
  })
}

function writeConnections(config: Config) {
  const { state, storage, networks } = config
  const connections: { [K in ChainNamespace]?: StoredConnection } = {}
  for (const [namespace, ns] of Object.entries(state.namespaces)) {
    if (!ns?.connectorId || ns.status === 'disconnected') continue
    connections[namespace as ChainNamespace] = {
      connectorId: ns.connectorId,
      accounts: ns.accounts,
      ...(ns.caipNetworkId ? { caipNetworkId: ns.caipNetworkId } : {}),
      ...(ns.wallet ? { wallet: ns.wallet } : {}),
    }
  }
  const shown = selectNetworkId(state)
  if (networks.some((n) => n.caipNetworkId === shown))
    storage.setItem('activeCaipNetworkId', shown)
  if (state.activeNamespace)
    storage.setItem('activeNamespace', state.activeNamespace)
  else storage.removeItem('activeNamespace')
  const names = Object.keys(connections)
  if (names.length === 0) {
    storage.removeItem('connections')
    storage.removeItem('connectedNamespaces')
    storage.setItem('connectionStatus', 'disconnected')
    return
  }
  storage.setItem('connections', connections)
  storage.setItem('connectedNamespaces', names.join(','))
  storage.setItem('connectionStatus', 'connected')
}
