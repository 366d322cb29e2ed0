import type { State } from '../types/state.js'
import type { AccountStateEvent } from './accountReducer.js'
import {
  type ConnectionsContext,
  type ConnectionsEvent,
  connectionsReducer,
} from './connectionsReducer.js'
import { type ConnectorsEvent, connectorsReducer } from './connectorsReducer.js'
import { type EmbeddedEvent, embeddedReducer } from './embeddedReducer.js'
import { type ModalEvent, modalReducer } from './modalReducer.js'
import type { NetworkStatusEvent } from './networkStatusReducer.js'
import { type SendEvent, sendReducer } from './sendReducer.js'
import type { SwapEvent } from './swapReducer.js'
import {
  type WalletConnectEvent,
  walletConnectReducer,
} from './walletConnectReducer.js'

/** The visitor ticks or unticks Connect's terms box (`setLegalAccepted`). */
type LegalEvent = {
  type: 'legalAccepted/changed'
  legalAccepted: boolean
}

/** The UI's language changes (`setLocale`). */
type LocaleEvent = { type: 'locale/changed'; locale: string }

/**
 * A server-rendered page's state goes in before the browser's first render
 * (`hydrate`): the connections, network and view the server rendered.
 */
type SsrEvent = {
  type: 'ssr/hydrated'
  initialState: Pick<
    State,
    'activeNamespace' | 'namespaces' | 'selectedNetworkId' | 'router'
  >
}

/** Every named event a config's flows take (`dispatch(config, event)`). */
export type StateEvent =
  | ConnectionsEvent
  | ConnectorsEvent
  | WalletConnectEvent
  | EmbeddedEvent
  | ModalEvent
  | SendEvent
  | SwapEvent
  | LocaleEvent
  | LegalEvent
  | SsrEvent
  | NetworkStatusEvent
  | AccountStateEvent

/**
 * The one reducer of a config's store: hands each event to the flow its
 * name belongs to (`connection/…`, `connectors/…`, `pairing/…`, `embedded/…`, `social/…`,
 * `modal/…`, `router/…`, `toast/…`, `alert/…`, `theme/…`, `send/…`, `swap/…`,
 * `siwx/…`, `locale/…`, `ssr/…`, `accountTabs/…`, `addressLabels/…`,
 * `legalAccepted/…`) and returns the same object when nothing changed.
 */
export function reduceState(
  state: State,
  event: StateEvent,
  context: ConnectionsContext,
): State {
  const flow = event.type.slice(0, event.type.indexOf('/'))
  switch (flow) {
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
    case 'connectors': {
      const connectors = connectorsReducer(
        state.connectors,
        event as ConnectorsEvent,
      )
      return connectors === state.connectors ? state : { ...state, connectors }
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
    case 'modal':
    case 'router':
    case 'toast':
    case 'alert':
    case 'theme': {
      const { modal, router, toast, alert, theme } = state
      const before = { modal, router, toast, alert, theme }
      const after = modalReducer(before, event as ModalEvent)
      return after === before ? state : { ...state, ...after }
    }
    case 'send':
    case 'siwx': {
      const { send, siwx, sentTransactions } = state
      const before = { send, siwx, sentTransactions }
      const after = sendReducer(before, event as SendEvent)
      return after === before ? state : { ...state, ...after }
    }
    case 'ssr':
      return { ...state, ...(event as SsrEvent).initialState }
    case 'locale':
    case 'swap':
    case 'networkStatus':
    case 'accountTabs':
    case 'addressLabels':
    case 'legalAccepted': {
      // One entry each, named as the event's flow: the event carries its
      // next value (Swap's and the account's computed where their code
      // loads later, `accountReducer`); the store (first load) only keeps it.
      const key = flow as
        | 'locale'
        | 'swap'
        | 'networkStatus'
        | 'accountTabs'
        | 'addressLabels'
        | 'legalAccepted'
      const value = (event as unknown as Partial<State>)[key]
      return value === state[key] ? state : { ...state, [key]: value }
    }
    default: {
      const { embeddedUser, embeddedApproval, socialLogin } = state
      const { preferredAccountTypes, farcasterUrl } = state
      const before = {
        embeddedUser,
        embeddedApproval,
        socialLogin,
        preferredAccountTypes,
        farcasterUrl,
      }
      const after = embeddedReducer(before, event as EmbeddedEvent)
      return after === before ? state : { ...state, ...after }
    }
  }
}
