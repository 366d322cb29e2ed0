import type { State } from '../types/state.js'
import {
  type ConnectionsContext,
  type ConnectionsEvent,
  connectionsReducer,
} from './connectionsReducer.js'
import { type EmbeddedEvent, embeddedReducer } from './embeddedReducer.js'
import {
  type WalletConnectEvent,
  walletConnectReducer,
} from './walletConnectReducer.js'

/** Every named event a config's flows take (`dispatch(config, event)`). */
export type StateEvent = ConnectionsEvent | WalletConnectEvent | EmbeddedEvent

/**
 * The one reducer of a config's store: hands each event to the flow its
 * name belongs to (`connection/…`, `pairing/…`, `embedded/…`, `social/…`)
 * and returns the same object when nothing changed.
 */
export function reduceState(
  state: State,
  event: StateEvent,
  context: ConnectionsContext,
): State {
  switch (event.type.slice(0, event.type.indexOf('/'))) {
    case 'connection': {
      const { activeNamespace, namespaces, selectedNetworkId } = state
      const before = { activeNamespace, namespaces, selectedNetworkId }
      const after = connectionsReducer(
        before,
        event as ConnectionsEvent,
        context,
      )
      return after === before ? state : { ...state, ...after }
    }
    case 'pairing': {
      const walletConnect = walletConnectReducer(
        state.walletConnect,
        event as WalletConnectEvent,
      )
      return walletConnect === state.walletConnect
        ? state
        : { ...state, walletConnect }
    }
    default: {
      const { embeddedUser, embeddedApproval, socialLogin } = state
      const before = { embeddedUser, embeddedApproval, socialLogin }
      const after = embeddedReducer(before, event as EmbeddedEvent)
      return after === before ? state : { ...state, ...after }
    }
  }
}
