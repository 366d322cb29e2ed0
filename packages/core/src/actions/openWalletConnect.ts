import { isOneClickAuth } from '../siwx/isOneClickAuth.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { WalletConnectWallet } from '../types/walletConnect.js'
import { pushView } from './pushView.js'

export type OpenWalletConnectParameters = {
  /** A directory wallet to pair with; its links open the pairing URI. */
  wallet?: WalletConnectWallet | undefined
}

/**
 * Shows the WalletConnect view (QR code and links), for a directory wallet
 * or for any wallet. With one-click auth (sign-in on, every network
 * eip155) it is ConnectingSiwe: connect and sign in with one approval.
 *
 * @example
 * openWalletConnect(config, { wallet: { id, name, mobileLink } })
 */
export function openWalletConnect(
  config: Config,
  parameters: OpenWalletConnectParameters = {},
): void {
  const { wallet } = parameters
  dispatch(config, { type: 'pairing/opened', wallet })
  pushView(config, {
    view: isOneClickAuth(config) ? 'ConnectingSiwe' : 'ConnectingWalletConnect',
    ...(wallet ? { walletId: wallet.id } : {}),
  })
}
