import type { Config } from '@latch/core'

/**
 * Starts Wallet Standard discovery when the config has a Solana network.
 * The discovery (and @wallet-standard/app) is a chunk of its own, so
 * EVM-only pages never load it.
 */
export function watchStandardWallets(config: Config): void {
  if (
    !config.options.multiInjectedProviderDiscovery ||
    !config.networks.some((n) => n.chainNamespace === 'solana')
  )
    return
  let stop: (() => void) | undefined
  let stopped = false
  config._internal.cleanups.add(() => {
    stopped = true
    stop?.()
  })
  import('./discoverStandardWallets.js').then(
    ({ discoverStandardWallets }) => {
      if (!stopped) stop = discoverStandardWallets(config)
    },
    () => {},
  )
}
