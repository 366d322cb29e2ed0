import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import { pushView } from './pushView.js'
import { replaceView } from './replaceView.js'

export type OpenWalletConnectBasicParameters = {
  /** Replace the view on top (e.g. the WalletConnect view) instead of adding one. */
  replace?: boolean | undefined
}

/**
 * Shows the basic wallet list (ConnectingWalletConnectBasic, SPEC §2): the
 * directory's wallets that open by their mobile or universal link, each
 * with the pairing URI, and "Copy link". The modal chooses it on a phone
 * without a browser wallet; a host may ask for it on any device. Sets
 * `wcBasic` in the WalletConnect state.
 *
 * @example
 * openWalletConnectBasic(config)
 */
export function openWalletConnectBasic(
  config: Config,
  parameters: OpenWalletConnectBasicParameters = {},
): void {
  dispatch(config, { type: 'pairing/opened', wallet: undefined, basic: true })
  const route = { view: 'ConnectingWalletConnectBasic' } as const
  if (parameters.replace) replaceView(config, route)
  else pushView(config, route)
}
