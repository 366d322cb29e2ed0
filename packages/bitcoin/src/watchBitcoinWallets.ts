import type { Config, ConnectorContext } from '@latch/core'

/**
 * Finds injected Bitcoin wallets (Wallet Standard `bitcoin:` features,
 * sats-connect providers) and adds a connector for each — only when the
 * config has a bip122 network: the discovery code is a chunk of its own,
 * never part of an EVM-only page's first load.
 */
export function watchBitcoinWallets(
  config: Config,
  context: ConnectorContext,
): void {
  if (!config.networks.some((n) => n.chainNamespace === 'bip122')) return
  let stop: (() => void) | undefined
  let stopped = false
  config._internal.cleanups.add(() => {
    stopped = true
    stop?.()
  })
  import('./injected/discoverBitcoinWallets.js').then(
    ({ discoverBitcoinWallets }) => {
      if (!stopped) stop = discoverBitcoinWallets(config, context)
    },
    // Without the chunk there are no injected Bitcoin wallets; WalletConnect
    // still connects Bitcoin.
    () => {},
  )
}
