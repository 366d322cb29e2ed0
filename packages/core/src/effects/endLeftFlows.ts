import type { Config } from '../types/config.js'
import type { Route } from '../types/route.js'
import type { State } from '../types/state.js'

const PAIRING_VIEWS: readonly Route['view'][] = [
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
]

const shows = (views: readonly Route['view'][]) => (s: State) =>
  s.modal.open && s.router.history.some((r) => views.includes(r.view))

/**
 * Ends a flow when the visitor leaves the views that show it, however they
 * leave (back, close, Escape, a reset): the WalletConnect pairing is
 * dropped (`resetWcConnection`, which `connectWalletConnect` hands over) (its namespace gets its previous state back, so nothing stays
 * `connecting`), the social login is cancelled (its popup closes) and a
 * Farcaster sign-in is given up (SPEC §2 back rule, `cancelFarcasterLogin`:
 * its URL cleared, the auth connector reloaded after 100 ms). A
 * flow started without its view (an action called by the page) is left
 * alone. Returns its unsubscriber.
 */
export function endLeftFlows(config: Config): () => void {
  const offPairing = config.subscribe(shows(PAIRING_VIEWS), (showing, was) => {
    if (!showing && was && config._internal.walletConnectRun)
      config._internal.leavePairing?.()
  })
  const offSocial = config.subscribe(
    shows(['ConnectingSocial']),
    (showing, was) => {
      if (!showing && was && config.state.socialLogin?.status === 'pending')
        config._internal.socialLogin?.cancel()
    },
  )
  const offFarcaster = config.subscribe(
    shows(['ConnectingFarcaster']),
    (showing, was) => {
      if (!showing && was && config.state.farcasterUrl)
        config._internal.leaveFarcaster?.()
    },
  )
  return () => {
    offPairing()
    offSocial()
    offFarcaster()
  }
}
