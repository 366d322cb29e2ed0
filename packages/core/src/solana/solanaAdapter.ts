import type { NamespaceAdapter } from '../types/adapter.js'
import { watchStandardWallets } from './watchStandardWallets.js'

/**
 * Solana's injected wallets (Wallet Standard) for `createConfig`'s
 * `adapters`. The discovery is a chunk of its own.
 *
 * @example
 * import { solanaAdapter } from '@latch/core/solana'
 * createConfig({ networks: [mainnet, solana], adapters: [solanaAdapter()], … })
 */
export function solanaAdapter(): NamespaceAdapter {
  return {
    namespace: 'solana',
    watch: (config) => watchStandardWallets(config),
  }
}
