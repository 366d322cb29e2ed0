import type { Config, ConnectorContext } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { bitcoinInjected } from './bitcoinInjected.js'
import { lazyBitcoinWallet } from './lazyBitcoinWallet.js'
import type { SatsConnectProvider } from './satsConnectRequest.js'
import type { InjectedBitcoinWallet } from './types.js'
import type { UnisatProvider } from './unisatWallet.js'

// Only names and feature checks here: each wallet's code (answer checks,
// encodings) is a chunk loaded when it is first used (lazyBitcoinWallet).

/** sats-connect's list of installed providers, `window.btc_providers`. */
type SatsConnectListing = {
  readonly id?: unknown
  readonly name?: unknown
  readonly icon?: unknown
}

const isSatsConnect = (value: unknown): value is SatsConnectProvider =>
  typeof (value as SatsConnectProvider | null)?.request === 'function'

const isUnisat = (value: unknown): value is UnisatProvider =>
  typeof (value as UnisatProvider | null)?.requestAccounts === 'function' &&
  typeof (value as UnisatProvider | null)?.signPsbt === 'function'

/** `win.a.b.c` for the path `a.b.c`. */
const at = (win: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      win,
    )

// Wallets that inject UniSat's API, by where they put it.
const unisatGlobals = [
  ['unisat', 'UniSat'],
  ['okxwallet.bitcoin', 'OKX Wallet'],
  ['bitkeep.unisat', 'Bitget Wallet'],
  ['binancew3w.bitcoin', 'Binance Web3 Wallet'],
] as const

/** UniSat-style wallets found on the window. */
function fromUnisatGlobals(win: Record<string, unknown>) {
  return unisatGlobals.flatMap(([path, name]) => {
    const provider = at(win, path)
    if (!isUnisat(provider)) return []
    const target = { id: name, name, provider }
    return [
      lazyBitcoinWallet(target, () =>
        import('./unisatWallet.js').then((m) => m.createUnisatWallet(target)),
      ),
    ]
  })
}

const satsConnectWallet = (target: {
  id: string
  name: string
  icon?: string | undefined
  provider: SatsConnectProvider
}) =>
  lazyBitcoinWallet(target, () =>
    import('./satsConnectWallet.js').then((m) =>
      m.createSatsConnectWallet(target),
    ),
  )

/** A Wallet Standard wallet's Bitcoin side, if it has one. */
function fromStandard(wallet: Wallet): InjectedBitcoinWallet | undefined {
  const info = { id: wallet.name, name: wallet.name, icon: wallet.icon }
  if ('bitcoin:connect' in wallet.features)
    return lazyBitcoinWallet(info, () =>
      import('./standardBitcoinWallet.js').then((m) =>
        m.createStandardBitcoinWallet(wallet),
      ),
    )
  // Magic Eden, Xverse: a sats-connect provider behind a Wallet Standard entry.
  const feature = (wallet.features as Record<string, { provider?: unknown }>)[
    'sats-connect:'
  ]
  if (!isSatsConnect(feature?.provider)) return undefined
  return satsConnectWallet({ ...info, provider: feature.provider })
}

/** Providers sats-connect lists on `window.btc_providers` (id = object path). */
function fromListing(win: Record<string, unknown>): InjectedBitcoinWallet[] {
  const listing = win.btc_providers
  if (!Array.isArray(listing)) return []
  return (listing as SatsConnectListing[]).flatMap((entry) => {
    if (typeof entry?.id !== 'string' || typeof entry.name !== 'string')
      return []
    const provider = at(win, entry.id)
    if (!isSatsConnect(provider)) return []
    return [
      satsConnectWallet({
        id: entry.name,
        name: entry.name,
        icon: typeof entry.icon === 'string' ? entry.icon : undefined,
        provider,
      }),
    ]
  })
}

/**
 * Adds a bip122 connector for every injected Bitcoin wallet: Wallet
 * Standard wallets with `bitcoin:` or `sats-connect:` features (now and
 * as they register), sats-connect's listed providers and UniSat-style
 * globals (UniSat, OKX, Bitget, Binance Web3). Returns a function that
 * stops listening.
 */
export function discoverBitcoinWallets(
  config: Config,
  context: ConnectorContext,
  win: object | undefined = typeof window === 'undefined' ? undefined : window,
): () => void {
  const add = (wallets: readonly (InjectedBitcoinWallet | undefined)[]) => {
    const found = wallets.filter((w): w is InjectedBitcoinWallet => !!w)
    if (found.length === 0) return
    config._internal.addConnectors(
      found.map((wallet) =>
        bitcoinInjected({ ...wallet, id: `bip122:${wallet.id}` })(context),
      ),
    )
  }
  const registry = getWallets()
  add(registry.get().map(fromStandard))
  if (win) {
    add(fromListing(win as Record<string, unknown>))
    add(fromUnisatGlobals(win as Record<string, unknown>))
  }
  return registry.on('register', (...wallets) => add(wallets.map(fromStandard)))
}
