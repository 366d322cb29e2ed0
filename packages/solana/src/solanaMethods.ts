import type { NamespaceAdapter } from '@latch/core'

/**
 * What `solanaAdapter()` does for core's shared actions, one chunk the
 * adapter loads on first use. Each method loads its own part (balances,
 * signing, sends, the session provider) in turn, so the first load holds
 * one lazy import for all of them, and a balance read never loads the
 * send code.
 */
/** Core's adapter methods, as `solanaAdapter()` forwards them. */
export type SolanaMethods = Omit<
  Required<NamespaceAdapter>,
  'namespace' | 'watch'
>

export const solanaMethods: SolanaMethods = {
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
  async getTransactions(_config, { address, network, cursor }) {
    const { getSolanaHistory } = await import('./getSolanaHistory.js')
    return getSolanaHistory(network, address, cursor)
  },
  async signMessage(_config, { connector, account, message }) {
    const { signSolanaMessage } = await import('./signSolanaMessage.js')
    return signSolanaMessage(connector, { account, message })
  },
  async sendToken(config, parameters) {
    const { sendSolanaToken } = await import('./sendSolanaToken.js')
    const { signature, settled } = await sendSolanaToken(config, parameters)
    return { hash: signature, settled }
  },
  async estimateSendFee(config, parameters) {
    const { estimateSolanaSendFee } = await import('./estimateSolanaSendFee.js')
    return estimateSolanaSendFee(config, parameters)
  },
  async createSessionProvider(request) {
    const { createSolanaSessionProvider } = await import(
      './solanaSessionProvider.js'
    )
    return createSolanaSessionProvider(request)
  },
}
