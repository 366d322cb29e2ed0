import type { Config } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { walletStandard } from './createStandardConnector.js'
import { isSolanaStandardWallet } from './isSolanaStandardWallet.js'

/**
 * Adds a connector for each Wallet Standard wallet that can connect Solana,
 * those registered already and those that register later, and removes it
 * (ending its connection) when the wallet unregisters. Returns a function
 * that stops listening.
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
  // A wallet that leaves (extension disabled, dev wallet uninstalled):
  // its connection ends and it is no longer offered.
  const remove = (...list: readonly Wallet[]) => {
    const ids = new Set(list.map((w) => `standard:${w.name}`))
    const leaving = config.state.connectors.filter((c) => ids.has(c.id))
    if (leaving.length === 0) return
    for (const connector of leaving)
      connector.emitter.emit('disconnect', { namespace: 'solana' })
    config._internal.removeConnectors([...ids])
  }
  add(...wallets.get())
  const offRegister = wallets.on('register', add)
  const offUnregister = wallets.on('unregister', remove)
  return () => {
    offRegister()
    offUnregister()
  }
}
