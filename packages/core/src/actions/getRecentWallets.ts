import type { RecentWallet } from '../storage/storageItems.js'
import type { Config } from '../types/config.js'

/** The wallets used most recently (at most two), newest first. */
export function getRecentWallets(config: Config): readonly RecentWallet[] {
  return config.storage.getItem('recentWallets') ?? []
}
