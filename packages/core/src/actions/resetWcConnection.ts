import { findWalletConnect } from '../internal/findWalletConnect.js'
import { setWalletConnectState } from '../internal/setWalletConnectState.js'
import { walletConnectRuns } from '../internal/walletConnectRuns.js'
import type { Config } from '../types/config.js'

/**
 * Drops the WalletConnect pairing in progress (SPEC §4 reset): clears the
 * URI, expiry, linking and recent wallet, sets `disconnected`, clears the
 * transactions and forgets the deep link. A settled session is untouched.
 *
 * @example
 * resetWcConnection(config)
 */
export function resetWcConnection(config: Config): void {
  const connector = findWalletConnect(config)
  // Forget the run first, so its cancellation is not reported as a failure.
  walletConnectRuns.delete(config)
  setWalletConnectState(config, {
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    wcError: false,
    status: 'disconnected',
  })
  connector?.cancel?.()
  config.setState((s) => ({ ...s, transactions: undefined }))
  config.storage.removeItem('wcDeepLink')
}
