import type { ChainNamespace, Network } from '@latch/common'
import type { LatchStorage } from '../storage/createStorage.js'
import type {
  NamespaceState,
  State,
  ThemeMode,
  ThemeVariables,
} from '../types/state.js'

type Parameters = {
  networks: readonly [Network, ...Network[]]
  defaultNetwork: Network
  storage: LatchStorage
  alert: State['alert']
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  locale: string
}

/**
 * The state a config starts in. A connection remembered in storage starts as
 * `reconnecting` with its last accounts, so the page never renders a
 * disconnected state while the session is being restored.
 */
export function createInitialState(parameters: Parameters): State {
  const { networks, defaultNetwork, storage } = parameters
  const known = (id: string | undefined) =>
    networks.find((n) => n.caipNetworkId === id)?.caipNetworkId

  const namespaces: { [K in ChainNamespace]?: NamespaceState } = {}
  const connections = storage.getItem('connections') ?? {}
  const remembered = storage.getItem('connectionStatus') === 'connected'
  if (remembered)
    for (const [namespace, connection] of Object.entries(connections)) {
      if (!connection || connection.accounts.length === 0) continue
      namespaces[namespace as ChainNamespace] = {
        status: 'reconnecting',
        connectorId: connection.connectorId,
        accounts: connection.accounts,
        caipNetworkId: connection.caipNetworkId,
        // The peer wallet (WalletConnect) shows from the first render.
        wallet: connection.wallet,
      }
    }
  const stored = storage.getItem('activeNamespace')
  const activeNamespace =
    stored && namespaces[stored]
      ? stored
      : (Object.keys(namespaces)[0] as ChainNamespace | undefined)

  const preferred = storage.getItem('preferredAccountTypes')
  return {
    activeNamespace,
    namespaces,
    selectedNetworkId:
      known(storage.getItem('activeCaipNetworkId')) ??
      defaultNetwork.caipNetworkId,
    connectors: [],
    modal: { open: false, loading: false, shakeCount: 0, embedded: false },
    router: {
      history: [{ view: activeNamespace ? 'Account' : 'Connect' }],
    },
    toast: undefined,
    alert: parameters.alert,
    theme: {
      themeMode: parameters.themeMode,
      themeVariables: parameters.themeVariables,
    },
    locale: parameters.locale,
    ...(preferred ? { preferredAccountTypes: preferred } : {}),
  }
}
