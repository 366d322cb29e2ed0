import type { NamespaceAdapter } from '@latch/core'
import { watchBitcoinWallets } from './watchBitcoinWallets.js'

/**
 * Bitcoin for `createConfig`'s `adapters`: its injected wallets (Wallet
 * Standard `bitcoin:` features, sats-connect providers, UniSat-style
 * globals), found in browsers by a small chunk of its own, and
 * `signMessage` on bip122 (BIP-322, base64), and the BitcoinProvider
 * WalletConnect hands out (bip122 requests), each loaded on first use. Bitcoin
 * has no balance or Send here (SPEC §9: eip155 and solana).
 *
 * @example
 * import { bitcoinAdapter } from '@latch/bitcoin'
 * createConfig({ networks: [mainnet, bitcoin], adapters: [bitcoinAdapter()], … })
 */
export function bitcoinAdapter(): NamespaceAdapter {
  return {
    namespace: 'bip122',
    watch(config, context) {
      if (typeof window !== 'undefined') watchBitcoinWallets(config, context)
    },
    async signMessage(config, parameters) {
      const { signWithBitcoinConnector } = await import(
        './signWithBitcoinConnector.js'
      )
      return signWithBitcoinConnector(config, parameters)
    },
    async createSessionProvider(request) {
      const { createBip122SessionProvider } = await import(
        './bip122SessionProvider.js'
      )
      return createBip122SessionProvider(request)
    },
  }
}
