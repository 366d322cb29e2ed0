import type {
  ChainNamespace,
  ConnectMethod,
  Emitter,
  Network,
} from '@latch/common'
import type { AccountType } from '@latch/common/embedded-protocol'
import type { GetBalanceReturnType } from '../actions/getBalance.js'
import type { ApiContext } from '../api/getApiContext.js'
import type { TokenBalance } from '../api/types.js'
import type { DataCache } from '../data/createDataCache.js'
import type { Logger } from '../logger/createLogger.js'
import type { SIWXConfig, SIWXSession } from '../siwx/types.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { Store } from '../store/createStore.js'
import type { NamespaceAdapter } from './adapter.js'
import type { Connector, ConnectResult } from './connector.js'
import type { LatchEventMap } from './events.js'
import type { NamespaceState, State } from './state.js'

/** Describes the host app to wallets (SPEC §3 App metadata). */
export type AppMetadata = {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
  /**
   * How wallets reach the app again (SPEC §3): its native scheme and
   * universal link; `linkMode: true` with a `universal` link offers
   * WalletConnect link mode (SPEC §6), used once the connection opens links.
   */
  readonly redirect?:
    | {
        readonly native?: string | undefined
        readonly universal?: string | undefined
        readonly linkMode?: boolean | undefined
      }
    | undefined
}

/** Optional features of the modal (SPEC §9). */
export type Features = {
  readonly swaps: boolean
  readonly onramp: boolean
  readonly receive: boolean
  readonly send: boolean
  readonly email: boolean
  readonly history: boolean
  /** Off unless the host turns it on: Latch sends no telemetry by default. */
  readonly analytics: boolean
  readonly allWallets: boolean
  /**
   * Connect shows an unticked "I agree to our Terms of Service and Privacy
   * Policy" box above its methods, which stay disabled until it is ticked
   * (once per page). Needs `termsConditionsUrl` or `privacyPolicyUrl`;
   * without it, those links show as a line under the methods.
   */
  readonly legalCheckbox: boolean
  readonly smartSessions: boolean
  /**
   * With the e-mail or a social login on, Connect shows them and one
   * "Continue with a wallet" button, which opens the wallet list in a view
   * of its own (Back returns); without them, nothing changes.
   */
  readonly collapseWallets: boolean
  /**
   * Accepted so a reference config carries over; Latch has no Pay flow
   * (SPEC gives none; see docs/spec-status.md) and this changes nothing.
   */
  readonly pay: boolean
  readonly socials: readonly SocialProvider[] | false
  /**
   * The embedded wallet's passkey login and sign-up beside the e-mail
   * field (a WebAuthn passkey owns the smart account; off by default).
   */
  readonly passkey: boolean
  /**
   * The order of Connect's groups (SPEC §9): each of `'email'`,
   * `'social'`, `'wallet'` once. Unset: e-mail, socials, wallets, or
   * wallets first while a wallet installed in the browser is listed.
   */
  readonly connectMethodsOrder?: readonly ConnectMethod[] | undefined
}

export type SocialProvider =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

/** What a connector factory gets from the config. */
export type ConnectorContext = {
  readonly networks: readonly [Network, ...Network[]]
  readonly storage: LatchStorage
  /** The host's project id and metadata, for connectors that show them. */
  readonly projectId?: string | undefined
  readonly metadata?: AppMetadata | undefined
  /** The config's Latch API server (WalletConnect registers Verify attestations there). */
  readonly apiUrl?: string | undefined
  /** Sent to that API as `clientId` when set (SPEC §7). */
  readonly clientId?: string | undefined
  /** The config's sign-in, for connectors that sign in while connecting. */
  readonly siwx?: SIWXConfig | undefined
  /**
   * The config's namespace adapters, by namespace: connectors with accounts
   * of other namespaces (WalletConnect, the embedded wallet) build their
   * providers through them (`createNamespaceProvider`).
   */
  readonly adapters?:
    | { readonly [K in ChainNamespace]?: NamespaceAdapter }
    | undefined
  /**
   * The account type to use on a network (SPEC §3 preferred account types
   * per chain): the user's choice, else the config's `defaultAccountTypes`,
   * else `smartAccount`.
   */
  readonly getPreferredAccountType?:
    | ((caipNetworkId: string) => AccountType)
    | undefined
}

/** Makes a connector for one config. */
export type CreateConnectorFn = (context: ConnectorContext) => Connector

/**
 * A wallet the host lists itself (`customWallets`), not from the
 * directory: opened like a directory wallet, by its links.
 */
export type CustomWallet = {
  /** Unique among the wallets shown (not a directory wallet's id). */
  readonly id: string
  readonly name: string
  /** An http(s) or data: URL of its icon. */
  readonly image_url?: string | undefined
  /** Its app's deep link or universal link (phones). */
  readonly mobile_link?: string | undefined
  /** Its desktop app's deep link. */
  readonly desktop_link?: string | undefined
  /** Its web app. */
  readonly webapp_link?: string | undefined
  /** Its site. */
  readonly homepage?: string | undefined
}

/** The resolved options of a config. */
export type ConfigOptions = {
  readonly metadata: AppMetadata | undefined
  readonly features: Features
  readonly defaultNetwork: Network
  readonly allowUnsupportedChain: boolean
  readonly multiInjectedProviderDiscovery: boolean
  /** The user's own Latch API server; API-backed features are off without it. */
  readonly apiUrl: string | undefined
  /** Sent to the API as `clientId` on every call when set (SPEC §7). */
  readonly clientId: string | undefined
  /** Sign-in with a wallet (`siwx`, or a classic `siweConfig` mapped onto it). */
  readonly siwx: SIWXConfig | undefined
  /** Directory wallet ids Connect shows after the installed ones. */
  readonly featuredWalletIds?: readonly string[] | undefined
  /** The host's own wallets, shown after the featured ones. */
  readonly customWallets?: readonly CustomWallet[] | undefined
  /** The host's terms, linked on Connect (`features.legalCheckbox`). */
  readonly termsConditionsUrl?: string | undefined
  /** The host's privacy policy, linked on Connect. */
  readonly privacyPolicyUrl?: string | undefined
}

/**
 * One Latch instance: its options, state store, storage and events. Two
 * configs on one page share nothing.
 */
export type Config = {
  readonly projectId: string
  readonly networks: readonly [Network, ...Network[]]
  readonly options: ConfigOptions
  readonly storage: LatchStorage
  readonly events: Emitter<LatchEventMap>
  readonly store: Store<State>
  /** The current state. */
  readonly state: State
  setState: Store<State>['setState']
  subscribe: Store<State>['subscribe']
  /** Internal bookkeeping, not part of the public API. */
  readonly _internal: ConfigInternal
}

/** The WalletConnect pairing in progress (its state is `state.walletConnect`). */
type WalletConnectRun = {
  readonly promise: Promise<ConnectResult>
  /** The namespace the pairing connects. */
  readonly namespace: ChainNamespace
  /** The namespace before the first of a chain of attempts. */
  readonly previous: NamespaceState | undefined
}

/** A social login in progress (its state is `state.socialLogin`). */
export type SocialLoginRun = {
  readonly promise: Promise<unknown>
  /** Gives the login up: its popup closes. */
  readonly cancel: () => void
}

/**
 * Per-config handles that cannot live in the serialisable store (pending
 * promises, abort functions, unsubscribers); each belongs to a flow whose
 * state is in the store. Never kept at module level.
 */
export type ConfigInternal = {
  /** The WalletConnect pairing under way, if any. */
  walletConnectRun: WalletConnectRun | undefined
  /** The social login under way, if any. */
  socialLogin: SocialLoginRun | undefined
  /** The `getFarcasterUri` request under way: calls meanwhile share it. */
  farcasterUri?: Promise<{ url: string }> | undefined
  /**
   * SPEC §2's Farcaster back rule (`cancelFarcasterLogin`), set by
   * `getFarcasterUri` so that `endLeftFlows` (first load) runs it without
   * carrying its code.
   */
  leaveFarcaster?: (() => void) | undefined
  /**
   * SPEC §4's reset of a pairing left (`resetWcConnection`), set by
   * `connectWalletConnect` with the run, so that `endLeftFlows` (first
   * load) runs it without carrying its code.
   */
  leavePairing?: (() => void) | undefined
  /** Stops following the embedded wallet's own events, per connector id. */
  readonly authWatchers: Map<string, () => void>
  /** Resolvers of pending `openModal` promises. */
  readonly modalWaiters: Set<() => void>
  /** Unsubscribers of the active connector's events, per connector id. */
  readonly connectorListeners: Map<string, () => void>
  readonly timers: Set<ReturnType<typeof setTimeout>>
  /**
   * The data layer: balances, names, identity, directory and call status,
   * one keyed entry each (see packages/core/README.md).
   */
  readonly data: DataCache
  /** Per-config counters (toast ids). */
  readonly counters: { toast: number }
  /** Adds connectors found after start (EIP-6963 announcements). */
  addConnectors(connectors: readonly Connector[]): void
  /** Drops connectors whose wallet left the page (by id). */
  removeConnectors(ids: readonly string[]): void
  /**
   * Whether the config started its connectors and page effects (at once,
   * or with `ssr` when `hydrate(config).onMount()` runs).
   */
  mounted: boolean
  /** Starts them, once. */
  mount(): void
  /** The first reconnect attempt, started by createConfig in browsers. */
  reconnecting: Promise<unknown> | undefined
  /** Stops discovery and timers (all run by `destroyConfig`). */
  readonly cleanups: Set<() => void>
  /** `destroyConfig` ran: nothing starts again. */
  destroyed: boolean
  /** The config's namespace adapters, by namespace (`adapters` option). */
  readonly adapters: { readonly [K in ChainNamespace]?: NamespaceAdapter }
  /** The bounded log, made on first write (see `getLogger`). */
  logger?: Logger | undefined
  /** API client and caches, made on first use (see `getApiContext`). */
  api: ApiContext | undefined
  /** The sign-in under way, so a double click signs once. */
  siwxPending: Promise<SIWXSession> | undefined
  /**
   * The last token list shown with the native balance entry's figure
   * (`getTokenBalancesState`): the same inputs give the same array, so
   * snapshots stay stable.
   */
  tokenBalancesShown:
    | {
        readonly balances: readonly TokenBalance[]
        readonly native: GetBalanceReturnType
        readonly shown: readonly TokenBalance[]
      }
    | undefined
  /**
   * Loads and starts the sign-in flow (its own chunk) once, for configs
   * with `siwx`; resolves at once without. The connect actions await it
   * before applying a connection, so it sees every account; a page loads
   * it with its first connection, not before the first click.
   */
  startSiwx(): Promise<void>
}
