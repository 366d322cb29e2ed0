import { keyMatches } from '../data/dataKey.js'
import { findWalletConnect } from '../internal/findWalletConnect.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/**
 * Drops the WalletConnect pairing in progress (SPEC §4 reset): clears the
 * URI, expiry, linking and recent wallet, sets `disconnected`, gives the
 * namespace it was connecting back its previous state, clears the
 * transactions and forgets the deep link. A settled session is untouched.
 * Leaving the pairing's view (back, close, Escape) calls it.
 *
 * @example
 * resetWcConnection(config)
 */
export function resetWcConnection(config: Config): void {
  const connector = findWalletConnect(config)
  const run = config._internal.walletConnectRun
  // Forget the run first, so its cancellation is not reported as a failure.
  config._internal.walletConnectRun = undefined
  dispatch(config, { type: 'pairing/ended' })
  const ns = run && config.state.namespaces[run.namespace]
  // Now, not when the cancellation settles: the account is never left
  // `connecting` for a pairing nobody waits for.
  if (run && ns?.status === 'connecting' && ns.connectorId === connector?.id)
    dispatch(config, {
      type: 'connection/abandoned',
      namespace: run.namespace,
      previous: run.previous,
    })
  connector?.cancel?.()
  config._internal.data.remove((key) => keyMatches(key, ['history']))
  config.storage.removeItem('wcDeepLink')
}
