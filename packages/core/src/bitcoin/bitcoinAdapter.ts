import type { NamespaceAdapter } from '../types/adapter.js'
import { watchBitcoinWallets } from './watchBitcoinWallets.js'

/**
 * Bitcoin's injected wallets (Wallet Standard `bitcoin:` features,
 * sats-connect providers) for `createConfig`'s `adapters`. The discovery is
 * a chunk of its own, loaded in browsers only.
 *
 * @example
 * import { bitcoinAdapter } from '@latch/core/bitcoin'
 * createConfig({ networks: [mainnet, bitcoin], adapters: [bitcoinAdapter()], … })
 */
export function bitcoinAdapter(): NamespaceAdapter {
  return {
    namespace: 'bip122',
    watch(config, context) {
      if (typeof window !== 'undefined') watchBitcoinWallets(config, context)
    },
  }
}
