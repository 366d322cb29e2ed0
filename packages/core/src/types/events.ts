import type { CaipNetworkId, ChainNamespace } from '@latch/common'
import type { ViewName } from './route.js'

/** Modal and flow events, named as the reference toolkit names them. */
export type TrackEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'SIGN_MESSAGE_REQUESTED'
  | 'SIGN_MESSAGE_SUCCESS'
  | 'SIGN_MESSAGE_ERROR'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'REGISTER_NAME_SUCCESS'
  | 'REGISTER_NAME_ERROR'
  /** SPEC §8 telemetry of the embedded wallet's frame. */
  | 'iframe_load_failed'
  | 'iframe_request_timeout'

/** Every event a config emits (SPEC §3), by name. */
export type LatchEventMap = {
  connect: {
    readonly namespace: ChainNamespace
    readonly connectorId: string
    readonly accounts: readonly string[]
    readonly caipNetworkId: CaipNetworkId
  }
  disconnect: { readonly namespace: ChainNamespace }
  accountsChanged: {
    readonly namespace: ChainNamespace
    readonly accounts: readonly string[]
  }
  chainChanged: {
    readonly namespace: ChainNamespace
    readonly caipNetworkId: CaipNetworkId
    readonly supported: boolean
  }
  /** A WalletConnect pairing URI to show (WalletConnect connector). */
  display_uri: { readonly uri: string }
  /** The WalletConnect wallet pinged its session (wc_sessionPing). */
  session_ping: { readonly topic: string }
  /** A session event of the wallet (accountsChanged, chainChanged, …). */
  session_event: {
    readonly topic: string
    readonly name: string
    readonly data: unknown
    /** CAIP-2 chain the event is for. */
    readonly chainId: string
  }
  /** The wallet changed the session's namespaces (wc_sessionUpdate). */
  session_update: {
    readonly topic: string
    /** The namespaces the session holds after the update. */
    readonly namespaces: readonly string[]
    /** Every CAIP-10 account of the session after the update. */
    readonly accounts: readonly string[]
  }
  /** The wallet ended the session (wc_sessionDelete). */
  session_delete: { readonly topic: string }
  /** The chain a namespace's requests go to changed (SPEC §4). */
  default_chain_changed: {
    readonly namespace: ChainNamespace
    readonly caipNetworkId: CaipNetworkId
  }
  track: {
    readonly event: TrackEventName
    readonly properties?: Readonly<Record<string, unknown>> | undefined
  }
  view: { readonly view: ViewName }
}

export type LatchEventName = keyof LatchEventMap

/** One emitted event, as `watchEvents` hands it over. */
export type LatchEvent = {
  [K in LatchEventName]: {
    readonly type: K
    readonly data: LatchEventMap[K]
    readonly timestamp: number
  }
}[LatchEventName]
