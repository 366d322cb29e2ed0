import type { CaipNetworkId, ChainNamespace } from '@latch/common'
import type { AccountType } from '@latch/common/embedded-protocol'
import type { Transaction } from '../api/types.js'
import type { EmbeddedApproval, EmbeddedUser } from '../auth/types.js'
import type { SendState, SentTransaction } from '../send/types.js'
import type { SiwxState } from '../siwx/types.js'
import type { SocialLoginState } from '../state/embeddedReducer.js'
import type { TransactionAction } from '../state/transactionStack.js'
import type { SwapState } from '../swap/types.js'
import type { ConnectedWallet, Connector } from './connector.js'
import type { Route } from './route.js'
import type { WalletConnectState } from './walletConnect.js'

/** Connection status of one chain namespace. */
export type ConnectionStatus =
  | 'connecting'
  | 'reconnecting'
  | 'connected'
  | 'disconnected'

/** Account and network of one chain namespace (SPEC §3). */
export type NamespaceState = {
  readonly status: ConnectionStatus
  readonly connectorId?: string | undefined
  /** Every account the wallet exposed, checksummed; the first is active. */
  readonly accounts: readonly string[]
  /** The wallet's current network; may be one the host did not configure. */
  readonly caipNetworkId?: CaipNetworkId | undefined
  /** The peer wallet's name and icon (WalletConnect), kept across reloads. */
  readonly wallet?: ConnectedWallet | undefined
  /**
   * SPEC §3 `smartAccountDeployed` per chain: whether a smart account has
   * code, by its CAIP-10 id (`eip155:31337:0x…`), as its wallet last
   * reported it (the embedded wallet, at login, on a chain or account
   * switch and once a user operation landed).
   */
  readonly smartAccountDeployed?:
    | { readonly [caipAddress: string]: boolean }
    | undefined
}

export type ToastVariant = 'loading' | 'success' | 'error'
export type Toast = {
  readonly id: number
  readonly variant: ToastVariant
  readonly message: string
  /** Where the toast links to, e.g. the transaction on an explorer. */
  readonly link?: { readonly href: string; readonly label: string } | undefined
}

/** An alert shown at the top of the modal, such as a configuration error. */
export type Alert = {
  readonly variant: 'error' | 'warning' | 'info'
  readonly message: string
  readonly code: string
}

/** Whether the browser is online (SPEC §4); see `getNetworkStatus`. */
export type NetworkStatus = 'online' | 'offline'

/** A tab of the Account view (SPEC §2 account tabs). */
export type AccountTab = 'tokens' | 'nfts' | 'activity'

export type ThemeMode = 'light' | 'dark'
/** CSS custom properties the modal reads, e.g. `--latch-accent`. */
export type ThemeVariables = Readonly<Record<`--latch-${string}`, string>>

export type ModalState = {
  readonly open: boolean
  readonly loading: boolean
  /** Increments every time the modal should shake (500 ms). */
  readonly shakeCount: number
  /** Rendered inline in the page rather than as an overlay. */
  readonly embedded: boolean
}

/** Transactions by year, then by month (1–12), newest first. */
export type TransactionsByYear = {
  readonly [year: number]: { readonly [month: number]: readonly Transaction[] }
}

/** The whole state of one Latch config: small and serialisable but for connectors. */
export type State = {
  readonly activeNamespace: ChainNamespace | undefined
  readonly namespaces: { readonly [K in ChainNamespace]?: NamespaceState }
  /** The network chosen while no wallet is connected. */
  readonly selectedNetworkId: CaipNetworkId
  readonly connectors: readonly Connector[]
  readonly modal: ModalState
  readonly router: {
    readonly history: readonly [Route, ...Route[]]
    /** Flows that end with a back, replace or reset step (SPEC §2). */
    readonly transactionStack?: readonly TransactionAction[] | undefined
  }
  readonly toast: Toast | undefined
  readonly alert: Alert | undefined
  /** The Send flow (SPEC §3); absent until it starts. */
  readonly send?: SendState | undefined
  /** The Swap flow (SPEC §2); absent until it starts. */
  readonly swap?: SwapState | undefined
  /** The config's own sends, newest first (at most 99, SPEC §9). */
  readonly sentTransactions?: readonly SentTransaction[] | undefined
  /** Sign-in of the active account; absent when nothing can sign in. */
  readonly siwx?: SiwxState | undefined
  /** Set by WalletConnect actions; absent until a pairing starts. */
  readonly walletConnect?: WalletConnectState | undefined
  /**
   * The embedded wallet's user (SPEC §3 account user and social provider),
   * as the frame reported it (`getEmbeddedUser` reads the login cache
   * while a reload waits for the frame).
   */
  readonly embeddedUser?: EmbeddedUser | undefined
  /** A request the embedded wallet's frame shows for approval. */
  readonly embeddedApproval?: EmbeddedApproval | undefined
  /**
   * SPEC §3 preferred account types per chain (CAIP-2 id → `eoa` /
   * `smartAccount`), as the user chose them (`setPreferredAccountType`);
   * a chain absent here uses the config's default (`defaultAccountTypes`,
   * else `smartAccount` for eip155).
   */
  readonly preferredAccountTypes?:
    | { readonly [caipNetworkId: string]: AccountType }
    | undefined
  /**
   * The browser's network status, from its `online` / `offline` events;
   * absent until `startStatus` runs (on the server, and before the modal
   * first opens), which reads as online.
   */
  readonly networkStatus?: NetworkStatus | undefined
  /** The social login started last; absent until one starts. */
  readonly socialLogin?: SocialLoginState | undefined
  /**
   * SPEC §3 account farcaster url: the Sign In With Farcaster link the
   * ConnectingFarcaster view shows (QR code, mobile link), while one is
   * under way.
   */
  readonly farcasterUrl?: string | undefined
  /**
   * SPEC §3 account tab, per chain namespace: the Account view's selected
   * tab (`setAccountTab`); a namespace absent here shows Tokens. Forgotten
   * when the namespace disconnects.
   */
  readonly accountTabs?:
    | { readonly [K in ChainNamespace]?: AccountTab }
    | undefined
  /**
   * SPEC §3 address labels: the host's names for addresses
   * (`setAddressLabel`), keyed by address (EVM addresses lower-cased),
   * shown instead of the shortened address wherever one is shown.
   */
  readonly addressLabels?: { readonly [address: string]: string } | undefined
  /**
   * The visitor ticked Connect's terms box (`features.legalCheckbox`,
   * `setLegalAccepted`): kept for the page's life, never stored.
   */
  readonly legalAccepted?: boolean | undefined
  readonly theme: {
    readonly themeMode: ThemeMode
    readonly themeVariables: ThemeVariables
  }
  /**
   * The language of the UI, a BCP 47 tag (`'de'`, `'ar-EG'`): which
   * message catalogue the modal shows, its direction, and how numbers and
   * dates are formatted (`Intl`). Changed only by `setLocale`.
   */
  readonly locale: string
}
