import { initialWalletConnectState } from '../state/walletConnectReducer.js'
import type { Config } from '../types/config.js'
import type { WalletConnectState } from '../types/walletConnect.js'

export type GetWalletConnectStateReturnType = WalletConnectState & {
  /** A WalletConnect connector is configured. */
  available: boolean
}

/** The WalletConnect pairing state (SPEC §3 Wallet-connection state). */
export function getWalletConnectState(
  config: Config,
): GetWalletConnectStateReturnType {
  return {
    ...(config.state.walletConnect ?? initialWalletConnectState),
    available: config.state.connectors.some((c) => c.type === 'WALLET_CONNECT'),
  }
}
