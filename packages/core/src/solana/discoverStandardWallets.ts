import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { Config } from '../types/config.js'
import { walletStandard } from './createStandardConnector.js'
import { isSolanaStandardWallet } from './isSolanaStandardWallet.js'

/**
 * Adds a connector for each Wallet Standard wallet that can connect Solana,
 * those registered already and those that register later. Returns a
 * function that stops listening.
 */
export function discoverStandardWallets(config: Config): () => void {
  const wallets = getWallets()
  const context = {
    networks: config.networks,
    storage: config.storage,
    projectId: config.projectId,
    metadata: config.options.metadata,
    apiUrl: config.options.apiUrl,
    siwx: config.options.siwx,
  }
  const add = (...list: readonly Wallet[]) => {
    const fresh = list.filter(isSolanaStandardWallet)
    if (fresh.length === 0) return
    config._internal.addConnectors(
      fresh.map((wallet) => walletStandard({ wallet })(context)),
    )
  }
  add(...wallets.get())
  return wallets.on('register', add)
}
