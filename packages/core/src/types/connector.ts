import type { ChainNamespace, Emitter, Network } from '@latch/common'
import type { BitcoinProvider } from './bitcoin.js'
import type { Eip1193Provider } from './eip1193.js'
import type { LatchEventMap } from './events.js'
import type { SolanaProvider } from './solana.js'

/** Kinds of connector (SPEC §3 plus our injected kinds). */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'EXTERNAL'

/** Each namespace's provider, as `getNamespaceProvider` hands it out. */
export type NamespaceProviders = {
  readonly solana: SolanaProvider
  readonly bip122: BitcoinProvider
}

/**
 * The wallet at the other end of a connection, when it names itself (a
 * WalletConnect session's peer metadata): shown instead of the connector's
 * own name and icon.
 */
export type ConnectedWallet = {
  readonly name: string
  /** An http(s) URL of the wallet's icon. */
  readonly icon?: string | undefined
}

/** Events a connector reports to the core. */
export type ConnectorEventMap = {
  change: {
    /** Which of the connector's namespaces changed. @default its chainNamespace */
    readonly namespace?: ChainNamespace | undefined
    readonly accounts?: readonly string[] | undefined
    /** A number for eip155, the CAIP-2 reference (a string) otherwise. */
    readonly chainId?: number | string | undefined
  }
  /**
   * The wallet left. With `namespace`, only that namespace (a WalletConnect
   * session that dropped one); without, all of the connector's.
   */
  disconnect: { readonly namespace?: ChainNamespace | undefined } | undefined
  /** A WalletConnect pairing URI to show; `expiry` in ms since the epoch. */
  display_uri: { readonly uri: string; readonly expiry: number }
  /**
   * WalletConnect link mode (SPEC §6): a message went to the wallet by its
   * universal link and an answer is awaited (`waiting`), or it came.
   */
  link_mode: { readonly waiting: boolean }
  /**
   * A WalletConnect session's own event (session_ping, session_event,
   * session_update, session_delete, default_chain_changed), handed to the
   * config's subscribers as it is (SPEC §3).
   */
  session: SessionEvent
}

/** One of the session events a config emits, with its payload. */
export type SessionEvent = {
  [K in SessionEventName]: {
    readonly type: K
    readonly data: LatchEventMap[K]
  }
}[SessionEventName]

type SessionEventName =
  | 'session_ping'
  | 'session_event'
  | 'session_update'
  | 'session_delete'
  | 'default_chain_changed'

/** Accounts and chain of one namespace a wallet connected. */
export type NamespaceConnection = {
  readonly namespace: ChainNamespace
  readonly accounts: readonly string[]
  /** A number for eip155, the CAIP-2 reference (a string) otherwise. */
  readonly chainId: number | string
}

export type ConnectResult = {
  /** Accounts of `namespace` (the connector's chainNamespace by default). */
  readonly accounts: readonly string[]
  /** A number for eip155, the CAIP-2 reference (a string) otherwise. */
  readonly chainId: number | string
  /** The namespace `accounts` and `chainId` belong to. @default the connector's chainNamespace */
  readonly namespace?: ChainNamespace | undefined
  /** Further namespaces the same approval connected (one WalletConnect session). */
  readonly connections?: readonly NamespaceConnection[] | undefined
  /** The wallet that approved, when it named itself (WalletConnect peer). */
  readonly wallet?: ConnectedWallet | undefined
}

/**
 * A way to reach a wallet. Connectors talk to the wallet and report changes
 * through their emitter; they never touch config state themselves.
 */
export type Connector = {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  /** The connector's first namespace (what it connects by default). */
  readonly chainNamespace: ChainNamespace
  /**
   * Every namespace the connector can connect, its chainNamespace first
   * (WalletConnect: each configured one). @default [chainNamespace]
   */
  readonly chainNamespaces?: readonly ChainNamespace[] | undefined
  readonly icon?: string | undefined
  readonly rdns?: string | undefined
  readonly emitter: Emitter<ConnectorEventMap>
  /**
   * Asks the wallet for its accounts. `namespace` says which namespace the
   * visitor connects for (the active one in the modal); `chainId` the chain
   * to land on (a number for eip155, the CAIP-2 reference otherwise).
   */
  connect(parameters?: {
    chainId?: number | string | undefined
    namespace?: ChainNamespace | undefined
    /**
     * WalletConnect: the chosen wallet's universal link for link mode
     * (`WalletConnectWallet.linkMode`).
     */
    walletUniversalLink?: string | undefined
  }): Promise<ConnectResult>
  disconnect(): Promise<void>
  /** Accounts of `namespace` (default: chainNamespace). */
  getAccounts(namespace?: ChainNamespace): Promise<readonly string[]>
  /** Chain of `namespace` (default: chainNamespace); a number for eip155. */
  getChainId(namespace?: ChainNamespace): Promise<number | string>
  /** The EIP-1193 provider (eip155); rejects for a connector without eip155. */
  getProvider(): Promise<Eip1193Provider>
  /**
   * The provider of a non-EVM namespace the connector supports (Wallet
   * Standard wallet, or a WalletConnect session's solana / bip122 side).
   */
  getNamespaceProvider?<N extends keyof NamespaceProviders>(
    namespace: N,
  ): Promise<NamespaceProviders[N]>
  /** True when the wallet would hand over accounts without a prompt. */
  isAuthorized(): Promise<boolean>
  /**
   * The wallet at the other end, when it names itself (a WalletConnect
   * session's peer); read when a connection is restored.
   */
  getWallet?(): Promise<ConnectedWallet | undefined>
  switchChain(parameters: { network: Network }): Promise<void>
}
