import type { Config } from '../types/config.js'
import type { WalletConnectState } from '../types/walletConnect.js'

const initial: WalletConnectState = {
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcError: false,
  status: 'disconnected',
}

/** Merges `patch` into the WalletConnect state. */
export function setWalletConnectState(
  config: Config,
  patch: Partial<WalletConnectState>,
) {
  config.setState((s) => ({
    ...s,
    walletConnect: { ...(s.walletConnect ?? initial), ...patch },
  }))
}
