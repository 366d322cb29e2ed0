import { type Config, startWhen } from '@latch/core'

export type WatchStandardWalletsOptions = {
  /**
   * When Wallet Standard discovery starts. `'open'` (default): when the
   * modal first opens, or at once when a Solana wallet connection is to be
   * restored, so a page carries none of it before the first click (wallets
   * that loaded earlier answer the late `app-ready` event, so none is
   * missed). `'load'`: at once, for pages that list wallets in their own UI.
   */
  discovery?: 'open' | 'load' | undefined
}

/** A Wallet Standard wallet connection remembered from an earlier visit. */
const hasStoredStandardConnection = (config: Config) =>
  config.storage
    .getItem('connections')
    ?.solana?.connectorId.startsWith('standard:') === true

/**
 * Starts Wallet Standard discovery when the config has a Solana network.
 * The discovery (and @wallet-standard/app) is a chunk of its own, so
 * EVM-only pages never load it, and loads when it is first needed (see
 * `discovery`).
 */
export function watchStandardWallets(
  config: Config,
  { discovery = 'open' }: WatchStandardWalletsOptions = {},
): void {
  if (
    !config.options.multiInjectedProviderDiscovery ||
    !config.networks.some((n) => n.chainNamespace === 'solana')
  )
    return
  config._internal.cleanups.add(
    startWhen(
      config,
      (s) => s.modal.open,
      () =>
        import('./discoverStandardWallets.js').then(
          ({ discoverStandardWallets }) => discoverStandardWallets(config),
        ),
      { now: discovery === 'load' || hasStoredStandardConnection(config) },
    ),
  )
}
