import type { ChainNamespace } from '@latch/common'
import type { Config } from '../types/config.js'
import type { NamespaceState } from '../types/state.js'

/**
 * Replaces (or, with `undefined`, removes) one namespace's state and keeps
 * storage in step, so a reload restores exactly what the page showed. A
 * namespace entering a new status (connecting, connected) becomes active.
 */
export function setNamespace(
  config: Config,
  namespace: ChainNamespace,
  next: NamespaceState | undefined,
) {
  config.setState((state) => {
    const namespaces = { ...state.namespaces }
    if (next) namespaces[namespace] = next
    else delete namespaces[namespace]
    const remaining = Object.keys(namespaces) as ChainNamespace[]
    // A namespace becomes active when its status changes (connecting,
    // connected), not when a connected wallet reports new accounts or a
    // chain: a session's update must not pull the page to another namespace.
    const status = state.namespaces[namespace]?.status
    const activeNamespace =
      next &&
      (!state.activeNamespace ||
        (next.status !== 'disconnected' && next.status !== status))
        ? namespace
        : state.activeNamespace === namespace && !next
          ? remaining[0]
          : state.activeNamespace
    return { ...state, namespaces, activeNamespace }
  })
  persist(config)
}

function persist(config: Config) {
  const { namespaces, activeNamespace } = config.state
  const connections: Record<string, unknown> = {}
  for (const [namespace, ns] of Object.entries(namespaces)) {
    if (!ns?.connectorId || ns.status === 'disconnected') continue
    connections[namespace] = {
      connectorId: ns.connectorId,
      accounts: ns.accounts,
      ...(ns.caipNetworkId ? { caipNetworkId: ns.caipNetworkId } : {}),
      // JSON leaves out an undefined wallet.
      wallet: ns.wallet,
    }
  }
  const names = Object.keys(connections)
  const { storage } = config
  if (names.length === 0) {
    storage.removeItem('connections')
    storage.removeItem('connectedNamespaces')
    storage.setItem('connectionStatus', 'disconnected')
    return
  }
  storage.setItem('connections', connections)
  storage.setItem('connectedNamespaces', names.join(','))
  storage.setItem('connectionStatus', 'connected')
  if (activeNamespace) storage.setItem('activeNamespace', activeNamespace)
}
