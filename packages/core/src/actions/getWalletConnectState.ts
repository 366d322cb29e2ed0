import type { Config } from '../types/config.js'
import type { WalletConnectState } from '../types/walletConnect.js'

export type GetWalletConnectStateReturnType = WalletConnectState & {
  /** A WalletConnect connector is configured. */
  available: boolean
}

const idle: WalletConnectState = {
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  wcError: false,
  status: 'disconnected',
}

/** The WalletConnect pairing state (SPEC §3 Wallet-connection state). */
export function getWalletConnectState(
  config: Config,
): GetWalletConnectStateReturnType {
  return {
    ...(config.state.walletConnect ?? idle),
    available: config.state.connectors.some((c) => c.type === 'WALLET_CONNECT'),
  }
}
