import {
  type ChainNamespace,
  createEmitter,
  isCaipNetworkId,
  type Network,
} from '@latch/common'
import type { AccountType } from '@latch/common/embedded-protocol'
import { injected } from './connectors/injected.js'
import { watchAnnouncedProviders } from './connectors/watchAnnouncedProviders.js'
import { createDataCache } from './data/createDataCache.js'
import { endLeftFlows } from './effects/endLeftFlows.js'
import { persistConnections } from './effects/persistConnections.js'
import { scheduleProjectCheck } from './effects/scheduleProjectCheck.js'
import { startWhen } from './effects/startWhen.js'
import {
  ConflictingSignInOptionsError,
  InvalidConfigError,
  ProjectIdNotConfiguredError,
} from './errors/config.js'
import { canonicalLocale } from './internal/canonicalLocale.js'
import { createInitialState } from './internal/createInitialState.js'
import { defaultFeatures } from './internal/defaultFeatures.js'
import { getBrowserLocale } from './internal/getBrowserLocale.js'
import { giveConfigStorage } from './siwx/configStorage.js'
import { fromSiweConfig, type SIWEConfig } from './siwx/siweConfig.js'
import type { SIWXConfig } from './siwx/types.js'
import { dispatch } from './state/dispatch.js'
import { createStorage } from './storage/createStorage.js'
import { getDefaultStorage } from './storage/getDefaultStorage.js'
import { noopStorage } from './storage/noopStorage.js'
import type { BaseStorage } from './storage/types.js'
import { createStore } from './store/createStore.js'
import type { NamespaceAdapter } from './types/adapter.js'
import type {
  AppMetadata,
  Config,
  ConfigInternal,
  CreateConnectorFn,
  CustomWallet,
  Features,
} from './types/config.js'
import type { Connector } from './types/connector.js'
import type { LatchEventMap } from './types/events.js'
import type { Alert, State, ThemeMode, ThemeVariables } from './types/state.js'

/** Sign-in with a wallet: `localSiwx()`, `serverSiwx()` or your own. */
export type SignInConfig = SIWXConfig

export type CreateConfigParameters = {
  /** Your project id on your Latch API server. */
  projectId: string | undefined
  /** Networks the app supports; the first is the default. */
  networks: readonly [Network, ...Network[]]
  metadata?: AppMetadata | undefined
  features?: Partial<Features> | undefined
  /** @default 'dark' */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /**
   * The UI's language, a BCP 47 tag such as `'de'` or `'ar-EG'`; change it
   * later with `setLocale`.
   * @default the browser's language (`navigator.language`), else `'en'`;
   * `'en'` with `ssr` (the server has no browser to ask: pass the locale
   * from the request's `Accept-Language` to render another)
   */
  locale?: string | undefined
  /** @default networks[0] */
  defaultNetwork?: Network | undefined
  /** Let the wallet stay on a network not in `networks`. @default false */
  allowUnsupportedChain?: boolean | undefined
  /** Where the connection is remembered; `null` keeps nothing. @default localStorage */
  storage?: BaseStorage | null | undefined
  /** Prefix of storage keys; give two configs on one page different keys. @default 'latch' */
  storageKey?: string | undefined
  /** Extra connectors, besides the injected wallets Latch discovers. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /**
   * Other namespaces: `solanaAdapter()` from `@latch/solana` (Wallet
   * Standard), `bitcoinAdapter()` from `@latch/bitcoin`. Each finds its
   * injected wallets only when a network of its namespace is configured,
   * and gives WalletConnect and the embedded wallet their providers of it.
   */
  adapters?: readonly NamespaceAdapter[] | undefined
  /**
   * The account type an embedded-wallet user starts with, by namespace
   * (SPEC §3): `{ eip155: 'eoa' }` keeps the plain account where the user
   * has not chosen. @default { eip155: 'smartAccount' }
   */
  defaultAccountTypes?: { readonly eip155?: AccountType } | undefined
  /** Discover injected wallets through EIP-6963. @default true */
  multiInjectedProviderDiscovery?: boolean | undefined
  /**
   * Directory wallet ids (your Latch API's `/getWallets` ids) Connect
   * shows after the installed wallets, in this order (SPEC §9 connector
   * order: featured); one installed or used here last shows there instead.
   * Needs `apiUrl`.
   */
  featuredWalletIds?: readonly string[] | undefined
  /**
   * Wallets of your own, not in the directory, shown after the featured
   * ones (SPEC §9: custom): each opens by its links like a directory
   * wallet (WalletConnect with its mobile/desktop link, else its web app).
   */
  customWallets?: readonly CustomWallet[] | undefined
  /**
   * Server rendering: the config starts nothing in the page (connectors,
   * wallet discovery, account data, the restore of remembered connections)
   * until `hydrate(config).onMount()` runs — `<LatchProvider>` calls it
   * after its first render — so the browser's first render matches the
   * server's. Pair it with `cookieStorage()` and `cookieToInitialState`.
   * @default false
   */
  ssr?: boolean | undefined
  /**
   * Your own Latch API server, e.g. `http://127.0.0.1:8788`. There is no
   * default: without it the wallet list shows injected wallets only, the
   * native balance comes from the RPC, and activity and names are off.
   */
  apiUrl?: string | undefined
  /**
   * Sent to your Latch API as `clientId` on every call (SPEC §7), so its
   * logs can tell your app's installs apart. Not sent when unset.
   */
  clientId?: string | undefined
} & (
  | {
      /** Classic sign-in through your own backend; or use `siwx`. */
      siweConfig?: SIWEConfig | undefined
      siwx?: undefined
    }
  | {
      /** Sign-in with a wallet (SPEC §4): `localSiwx()`, `serverSiwx()`… */
      siwx?: SIWXConfig | undefined
      siweConfig?: undefined
    }
)

const siwxMethods = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
] as const

type WindowLike = Window & { ethereum?: unknown }

function validate(parameters: CreateConfigParameters) {
  if (parameters.siweConfig && parameters.siwx)
    throw new ConflictingSignInOptionsError()
  const { siwx } = parameters
  if (
    siwx &&
    !siwxMethods.every(
      (m) => typeof (siwx as Record<string, unknown>)[m] === 'function',
    )
  )
    throw new InvalidConfigError(
      'siwx',
      `an object with ${siwxMethods.join(', ')}`,
    )
  const { networks } = parameters
  if (!Array.isArray(networks) || networks.length === 0)
    throw new InvalidConfigError('networks', 'a non-empty array of networks')
  for (const n of networks)
    if (!n || !isCaipNetworkId(n.caipNetworkId))
      throw new InvalidConfigError('networks', 'networks with a caipNetworkId')
  const fallback = parameters.defaultNetwork
  if (
    fallback &&
    !networks.some((n) => n.caipNetworkId === fallback.caipNetworkId)
  )
    throw new InvalidConfigError('defaultNetwork', 'one of `networks`')
  if (
    parameters.themeMode !== undefined &&
    parameters.themeMode !== 'light' &&
    parameters.themeMode !== 'dark'
  )
    throw new InvalidConfigError('themeMode', "'light' or 'dark'")
  if (parameters.locale !== undefined) canonicalLocale(parameters.locale)
}

/**
 * Creates one Latch instance: options, a state store, storage and events.
 * Nothing is shared between configs, so two can live on one page.
 *
 * @example
 * const config = createConfig({ projectId: 'my-app', networks: [mainnet] })
 */
const hasAccount = (s: State) =>
  s.activeNamespace !== undefined &&
  (s.namespaces[s.activeNamespace]?.accounts.length ?? 0) > 0

export function createConfig(parameters: CreateConfigParameters): Config {
  validate(parameters)
  const { networks } = parameters
  const projectId = (parameters.projectId ?? '').trim()
  const storage = createStorage({
    storage:
      parameters.storage === null
        ? noopStorage
        : (parameters.storage ?? getDefaultStorage()),
    key: parameters.storageKey,
  })
  const defaultNetwork = parameters.defaultNetwork ?? networks[0]
  const alert: Alert | undefined = projectId
    ? undefined
    : {
        variant: 'error',
        code: 'PROJECT_ID_NOT_CONFIGURED',
        message: new ProjectIdNotConfiguredError().shortMessage,
      }
  const store = createStore<State>(
    createInitialState({
      networks,
      defaultNetwork,
      storage,
      alert,
      themeMode: parameters.themeMode ?? 'dark',
      themeVariables: parameters.themeVariables ?? {},
      locale:
        parameters.locale !== undefined
          ? canonicalLocale(parameters.locale)
          : parameters.ssr
            ? 'en'
            : getBrowserLocale(),
    }),
  )
  const apiUrl = parameters.apiUrl?.trim() || undefined
  const clientId = parameters.clientId?.trim() || undefined
  const siwx =
    parameters.siwx ??
    (parameters.siweConfig ? fromSiweConfig(parameters.siweConfig) : undefined)
  // localSiwx() / serverSiwx() keep their data where the config keeps its.
  giveConfigStorage(siwx, storage)
  const adapters = Object.fromEntries(
    (parameters.adapters ?? []).map((a) => [a.namespace, a]),
  )
  const context = {
    networks,
    storage,
    projectId,
    metadata: parameters.metadata,
    apiUrl,
    clientId,
    siwx,
    adapters,
    getPreferredAccountType: (id: string) =>
      store.getState().preferredAccountTypes?.[id] ??
      parameters.defaultAccountTypes?.eip155 ??
      'smartAccount',
  }
  const internal: ConfigInternal = {
    walletConnectRun: undefined,
    socialLogin: undefined,
    authWatchers: new Map(),
    modalWaiters: new Set(),
    connectorListeners: new Map(),
    timers: new Set(),
    counters: { toast: 0 },
    data: createDataCache(),
    cleanups: new Set(),
    adapters,
    reconnecting: undefined,
    api: undefined,
    siwxPending: undefined,
    tokenBalancesShown: undefined,
    startSiwx: () => Promise.resolve(),
    mounted: false,
    destroyed: false,
    mount: () => {},
    addConnectors(connectors: readonly Connector[]) {
      dispatch(config, { type: 'connectors/added', connectors })
    },
    removeConnectors(ids: readonly string[]) {
      dispatch(config, { type: 'connectors/removed', ids })
    },
  }

  const config: Config = {
    projectId,
    networks,
    options: {
      metadata: parameters.metadata,
      features: { ...defaultFeatures, ...parameters.features },
      defaultNetwork,
      allowUnsupportedChain: parameters.allowUnsupportedChain ?? false,
      multiInjectedProviderDiscovery:
        parameters.multiInjectedProviderDiscovery ?? true,
      apiUrl,
      clientId,
      siwx,
      featuredWalletIds: parameters.featuredWalletIds,
      customWallets: parameters.customWallets,
    },
    storage,
    events: createEmitter<LatchEventMap>(),
    store,
    get state() {
      return store.getState()
    },
    setState: store.setState,
    subscribe: store.subscribe,
    _internal: internal,
  }

  // Effects: storage follows the store, and a flow left ends.
  internal.cleanups.add(persistConnections(config))
  internal.cleanups.add(endLeftFlows(config))
  // The sign-in flow is a chunk of its own: pages without sign-in never
  // load it; with sign-in, it loads with the first connection (see
  // `startSiwx` callers), so it sees every account.
  if (config.options.siwx) {
    let starting: Promise<void> | undefined
    let stop: (() => void) | undefined
    let stopped = false
    internal.cleanups.add(() => {
      stopped = true
      stop?.()
    })
    internal.startSiwx = () =>
      (starting ??= import('./effects/startSiwx.js').then(
        ({ startSiwx }) => {
          if (!stopped) stop = startSiwx(config)
        },
        // A chunk that fails to load must not block connecting; it is
        // tried again with the next connection, and the sign-in actions
        // (signIn, the view) still work when called.
        () => {
          starting = undefined
        },
      ))
  }
  // What the config starts in the page: its connectors, wallet discovery,
  // the account's data, the restore of remembered connections and the
  // project check. At once; with `ssr`, when the provider mounts (see
  // `hydrate`), so the first render in the browser is the server's.
  const win = typeof window === 'undefined' ? undefined : (window as WindowLike)
  internal.mount = () => {
    if (internal.mounted || internal.destroyed) return
    internal.mounted = true
    internal.addConnectors(
      (parameters.connectors ?? []).map((fn) => fn(context)),
    )

    if (win && config.options.multiInjectedProviderDiscovery) {
      const stop = watchAnnouncedProviders(win, ({ info, provider }) =>
        internal.addConnectors([
          injected({
            target: {
              id: info.rdns,
              name: info.name,
              icon: info.icon,
              rdns: info.rdns,
              provider,
            },
            type: 'ANNOUNCED',
          })(context),
        ]),
      )
      internal.cleanups.add(stop)
    }
    for (const adapter of parameters.adapters ?? [])
      if (config.networks.some((n) => n.chainNamespace === adapter.namespace))
        adapter.watch?.(config, context)
    // Wallets that only inject `window.ethereum` still get a way in.
    if (win?.ethereum && store.getState().connectors.length === 0)
      internal.addConnectors([
        injected({
          target: {
            id: 'injected',
            name: 'Browser Wallet',
            provider: () => (win.ethereum as never) ?? undefined,
          },
        })(context),
      ])
    // Keeps the active account's data loaded and true (new blocks, focus,
    // the Account view, a new account or network).
    // (Its chunk loads with the first account.)
    if (win)
      internal.cleanups.add(
        startWhen(config, hasAccount, () =>
          import('./effects/watchAccountData.js').then(({ watchAccountData }) =>
            watchAccountData(config, win),
          ),
        ),
      )
    // Remembered connections are restored (their code loads only when there
    // are some; the initial state already shows them as reconnecting).
    if (win && Object.keys(storage.getItem('connections') ?? {}).length > 0)
      internal.reconnecting = import('./actions/reconnect.js').then(
        ({ reconnect }) => reconnect(config),
        // Its code did not load: nothing is restored, and nothing stays
        // "reconnecting".
        () => {
          for (const [namespace, state] of Object.entries(
            config.state.namespaces,
          ))
            if (state?.status === 'reconnecting')
              dispatch(config, {
                type: 'connection/abandoned',
                namespace: namespace as ChainNamespace,
                previous: undefined,
              })
        },
      )
    // A social login Telegram reloaded the page during goes on (SPEC §3).
    if (win && storage.getItem('telegramSocialState'))
      import('./actions/auth/resumeTelegramSocialLogin.js').then(
        (module) => module.resumeTelegramSocialLogin(config),
        () => {},
      )
    if (win && projectId && config.options.apiUrl) scheduleProjectCheck(config)
  }
  if (!parameters.ssr) internal.mount()
  return config
}
