import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { WalletLink } from '../types/walletConnect.js'

/**
 * Records the deep or universal link the visitor followed to open a
 * wallet; it is saved when the connection succeeds.
 */
export function setWcLinking(config: Config, link: WalletLink | undefined) {
  dispatch(config, { type: 'pairing/linkFollowed', link })
}
