import type { CaipNetworkId, ChainNamespace } from '@latch/common'
import type { ConnectedWallet } from '../types/connector.js'
import type { NamespaceState, State } from '../types/state.js'

/** The part of the state the connections flow owns. */
export type ConnectionsState = Pick<
  State,
  'activeNamespace' | 'namespaces' | 'selectedNetworkId'
>

/** What the connections flow needs to know of its config. */
export type ConnectionsContext = {
  /** The config's networks: only these are remembered as chosen. */
  readonly networkIds: readonly CaipNetworkId[]
}

/** A namespace's wallet as a connect result or a wallet event names it. */
export type NamespaceConnection = {
  readonly connectorId: string
  readonly accounts: readonly string[]
  readonly caipNetworkId?: CaipNetworkId | undefined
  /** The wallet behind the connector (a WalletConnect session's peer). */
  readonly wallet?: ConnectedWallet | undefined
}

/** The named events of the connections flow. */
export type ConnectionsEvent =
  /** A wallet was asked to connect `namespace`. */
  | {
      type: 'connection/started'
      namespace: ChainNamespace
      connectorId: string
    }
  /** A remembered connection is being restored (page load). */
  | {
      type: 'connection/restoring'
      namespace: ChainNamespace
      connection: NamespaceConnection
    }
  /** The wallet approved (or confirmed on reload) `namespace`. */
  | {
      type: 'connection/established'
      namespace: ChainNamespace
      connection: NamespaceConnection
    }
  /** The attempt ended without a connection: `previous` comes back. */
  | {
      type: 'connection/abandoned'
      namespace: ChainNamespace
      previous: NamespaceState | undefined
    }
  /** The connected wallet reported other accounts or another chain. */
  | {
      type: 'connection/walletChanged'
      namespace: ChainNamespace
      accounts?: readonly string[] | undefined
      caipNetworkId?: CaipNetworkId | undefined
    }
  /**
   * The wallets of `namespaces` left together (either side disconnected):
   * another namespace becomes active only if one remains connected.
   */
  | { type: 'connection/ended'; namespaces: readonly ChainNamespace[] }
  /** The modal and the actions now work on `namespace`. */
  | { type: 'connection/activated'; namespace: ChainNamespace }
  /** The visitor chose a network (connected or not). */
  | { type: 'connection/networkSelected'; caipNetworkId: CaipNetworkId }
  /**
   * The wallet reported whether a smart account has code on its chain
   * (SPEC §3 `smartAccountDeployed`): the namespace's whole map, by
   * CAIP-10 address, with that answer in it.
   */
  | {
      type: 'connection/smartAccountChecked'
      namespace: ChainNamespace
      smartAccountDeployed: Readonly<Record<string, boolean>>
    }

/**
 * Connections per namespace, the active namespace and the chosen network,
 * as a pure function of named events. A namespace entering a new status
 * (connecting, connected) becomes active; a wallet's own account or chain
 * change never moves the page to another namespace. While the active
 * namespace is connected on one of the config's networks, that network is
 * the chosen one too, so the page shows (and a reload restores) the same
 * network after the wallet leaves.
 */
export function connectionsReducer(
  state: ConnectionsState,
  event: ConnectionsEvent,
  context: ConnectionsContext,
): ConnectionsState {
  const next = reduce(state, event)
  if (next === state) return state
  return followActiveNetwork(next, context)
}

function reduce(
  state: ConnectionsState,
  event: ConnectionsEvent,
): ConnectionsState {
  switch (event.type) {
    case 'connection/started':
      return put(state, event.namespace, {
        status: 'connecting',
        connectorId: event.connectorId,
        accounts: [],
      })
    case 'connection/restoring':
      return put(state, event.namespace, {
        status: 'reconnecting',
        ...event.connection,
      })
    case 'connection/established':
      return put(state, event.namespace, {
        status: 'connected',
        ...event.connection,
        ...sameWalletKnows(state.namespaces[event.namespace], event.connection),
      })
    case 'connection/abandoned':
      return put(state, event.namespace, event.previous)
    case 'connection/walletChanged': {
      const current = state.namespaces[event.namespace]
      if (!current) return state
      return put(state, event.namespace, {
        ...current,
        ...(event.accounts ? { accounts: event.accounts } : {}),
        caipNetworkId: event.caipNetworkId ?? current.caipNetworkId,
      })
    }
    case 'connection/ended': {
      const held = event.namespaces.filter((n) => state.namespaces[n])
      if (held.length === 0) return state
      const namespaces = { ...state.namespaces }
      for (const n of held) delete namespaces[n]
      const active = state.activeNamespace
      return {
        ...state,
        namespaces,
        activeNamespace:
          active && held.includes(active)
            ? (Object.keys(namespaces)[0] as ChainNamespace | undefined)
            : active,
      }
    }
    case 'connection/activated':
      if (state.activeNamespace === event.namespace) return state
      return { ...state, activeNamespace: event.namespace }
    case 'connection/networkSelected':
      if (state.selectedNetworkId === event.caipNetworkId) return state
      return { ...state, selectedNetworkId: event.caipNetworkId }
    case 'connection/smartAccountChecked': {
      const current = state.namespaces[event.namespace]
      return current
        ? put(state, event.namespace, {
            ...current,
            smartAccountDeployed: event.smartAccountDeployed,
          })
        : state
    }
  }
}

/**
 * What the same connector already reported of its smart accounts (its
 * user may come before its connection does): kept when it connects.
 */
function sameWalletKnows(
  previous: NamespaceState | undefined,
  connection: NamespaceConnection,
): Pick<NamespaceState, 'smartAccountDeployed'> {
  return previous?.smartAccountDeployed &&
    previous.connectorId === connection.connectorId
    ? { smartAccountDeployed: previous.smartAccountDeployed }
    : {}
}

/** Replaces (or, with `undefined`, removes) one namespace's state. */
function put(
  state: ConnectionsState,
  namespace: ChainNamespace,
  next: NamespaceState | undefined,
): ConnectionsState {
  const namespaces = { ...state.namespaces }
  if (next) namespaces[namespace] = next
  else delete namespaces[namespace]
  const remaining = Object.keys(namespaces) as ChainNamespace[]
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
}

function followActiveNetwork(
  state: ConnectionsState,
  { networkIds }: ConnectionsContext,
): ConnectionsState {
  const ns = state.activeNamespace
    ? state.namespaces[state.activeNamespace]
    : undefined
  const shown = ns?.status === 'connected' ? ns.caipNetworkId : undefined
  if (!shown || shown === state.selectedNetworkId) return state
  if (!networkIds.includes(shown)) return state
  return { ...state, selectedNetworkId: shown }
}
