import { getAccount } from '../actions/getAccount.js'
import type { GetBalanceReturnType } from '../actions/getBalance.js'
import { getNetwork } from '../actions/getNetwork.js'
import { type DataKind, dataKey, keyMatches } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import type { Config } from '../types/config.js'
import { forgetAccountTabs } from './forgetAccountTabs.js'
import { persistDataCaches } from './persistDataCaches.js'
import { watchNewBlocks } from './watchNewBlocks.js'

/** How often new blocks are looked for (SPEC §9: polling 4 s). */
const BLOCK_POLL_MS = 4_000

/** What the active account shows, kept while it is active. */
const accountKinds: readonly DataKind[] = [
  'balance',
  'tokenBalances',
  'names',
  'identity',
]

/**
 * The data layer's effects for one config, installed by `createConfig` in
 * browsers: balances, names and identities kept in storage across reloads
 * (`persistDataCaches`); a disconnected namespace's Account tab forgotten
 * (`forgetAccountTabs`); the active account's entries are observed (kept and reloaded
 * when invalidated) and its balance and profile loaded; what happened
 * invalidates them: a new block that moved the account's native balance, the
 * Account view opening, the window regaining focus. (A send refreshes
 * them itself; a new account or network makes new keys.) Returns the stop
 * function.
 */
export function watchAccountData(config: Config, win: Window): () => void {
  const { data } = config._internal
  // The caches of the last page first, so the account shows its balance
  // and name before any answer (SPEC §3 cached balances, name, identity).
  const stopCaches = persistDataCaches(config)
  const stopTabs = forgetAccountTabs(config)
  let releases: (() => void)[] = []
  let watched: string | undefined
  const follow = () => {
    const { caipAddress, chainNamespace } = getAccount(config)
    if (caipAddress === watched) return
    for (const release of releases) release()
    watched = caipAddress
    releases = caipAddress
      ? accountKinds.map((kind) => data.observe(dataKey(kind, caipAddress)))
      : []
    // The account button shows the profile name (names: EVM only). The
    // loader comes with the Account view's chunk, out of the first load.
    if (caipAddress && chainNamespace === 'eip155' && config.options.apiUrl)
      import('../actions/getProfile.js').then(
        ({ getProfile }) => getProfile(config),
        () => undefined,
      )
  }
  const stopAccount = config.subscribe((s) => s, follow)
  follow()

  const stopBlocks = watchNewBlocks(config, {
    interval: BLOCK_POLL_MS,
    paused: () => win.document?.visibilityState === 'hidden',
    async onBlock(caipAddress) {
      const key = dataKey('balance', caipAddress)
      const before = data.get<GetBalanceReturnType>(key)
      // A failed balance keeps its 30 s block (SPEC §4).
      if (before?.status === 'error') return
      // Read over the network's RPC, as the block was: a WalletConnect
      // wallet is not asked over the relay at every block.
      const { address } = getAccount(config)
      const { caipNetwork: network } = getNetwork(config)
      if (!address || getAccount(config).caipAddress !== caipAddress) return
      await data
        .fetch(
          key,
          async () =>
            (await import('../actions/getBalance.js')).getBalance(config, {
              address,
              network,
              rpc: true,
            }),
          {
            lifetime: dataLifetime.balance,
            force: true,
          },
        )
        .catch(() => undefined)
      // The native balance moved (a transfer in or out, or gas for the
      // account's own call): its token balances load again too. Checking
      // every block's logs for token transfers would cost two calls a
      // block; incoming tokens show on the next Account view or focus.
      if (
        data.get<GetBalanceReturnType>(key)?.data?.value !== before?.data?.value
      )
        data.invalidate((k) => keyMatches(k, ['tokenBalances'], caipAddress))
    },
  })

  // The Account view opening shows fresh figures: its reads load again.
  const accountOpen = () =>
    config.state.modal.open &&
    config.state.router.history.at(-1)?.view === 'Account'
  const stopView = config.subscribe(accountOpen, (open) => {
    const { caipAddress } = getAccount(config)
    if (open && caipAddress)
      data.invalidate(
        (key) => keyMatches(key, ['balance', 'tokenBalances'], caipAddress),
        { refetch: false },
      )
  })

  // Back on the page: entries past their lifetime load again (the
  // observed ones at once, the others when next read).
  const onFocus = () => {
    const time = Date.now()
    data.invalidate((key) => {
      const [kind] = JSON.parse(key) as [DataKind]
      return time - (data.get(key)?.updatedAt ?? 0) >= dataLifetime[kind]
    })
  }
  win.addEventListener('focus', onFocus)

  return () => {
    stopCaches()
    stopTabs()
    stopAccount()
    stopBlocks()
    stopView()
    win.removeEventListener('focus', onFocus)
    for (const release of releases) release()
  }
}
