import type { NamespaceAdapter } from '@latch/core'
import { watchStandardWallets } from './watchStandardWallets.js'

/**
 * Solana for `createConfig`'s `adapters`: its injected wallets (Wallet
 * Standard discovery) and the code core's shared actions reach Solana
 * through — SOL and SPL balances from the network's RPC, ed25519 message
 * signatures (base58), SOL and SPL sends and their fee, and the
 * SolanaProvider WalletConnect and the embedded wallet hand out (solana_*
 * requests in WalletConnect's shapes). Each part is a
 * chunk of its own, loaded on first use; an EVM-only page passes no
 * adapter and contains none of it.
 *
 * @example
 * import { solanaAdapter } from '@latch/solana'
 * createConfig({ networks: [mainnet, solana], adapters: [solanaAdapter()], … })
 */
export function solanaAdapter(): NamespaceAdapter {
  return {
    namespace: 'solana',
    watch: (config) => watchStandardWallets(config),
    async getBalance(_config, { address, network }) {
      const { getSolanaBalance } = await import('./getSolanaBalance.js')
      return getSolanaBalance(network, address)
    },
    async getTokenBalances(_config, { address, network }) {
      const { getSolanaTokenBalances } = await import(
        './getSolanaTokenBalances.js'
      )
      return getSolanaTokenBalances(network, address)
    },
    async signMessage(_config, { connector, account, message }) {
      const { signSolanaMessage } = await import('./signSolanaMessage.js')
      return signSolanaMessage(connector, { account, message })
    },
    async sendToken(config, parameters) {
      const { sendSolanaToken } = await import('./sendSolanaToken.js')
      const { signature } = await sendSolanaToken(config, parameters)
      return { hash: signature }
    },
    async estimateSendFee(config, parameters) {
      const { estimateSolanaSendFee } = await import(
        './estimateSolanaSendFee.js'
      )
      return estimateSolanaSendFee(config, parameters)
    },
    async createSessionProvider(request) {
      const { createSolanaSessionProvider } = await import(
        './solanaSessionProvider.js'
      )
      return createSolanaSessionProvider(request)
    },
  }
}
