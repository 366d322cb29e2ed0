import {
  type Config,
  cancelFarcasterLogin,
  connectFarcaster,
  getFarcasterUri,
  getModalState,
} from '@latch/core'
import { closeIfShowing } from '../Connect/closeIfShowing.js'

const VIEW = 'ConnectingFarcaster'

/**
 * One Farcaster login attempt of the ConnectingFarcaster view: a new
 * sign-in URL (into state), then the wait for the visitor's approval in
 * their Farcaster client; the modal closes once connected. An attempt
 * that is no longer the view's own when its URL comes (`isLive` false: a
 * newer one started, e.g. React's double effect in development, or the
 * visitor left) does not wait; if the view is gone the sign-in is given
 * up at once (leaving found no URL to clear then). Rejects with the
 * failure.
 */
export async function startFarcasterLogin(
  config: Config,
  isLive: () => boolean,
): Promise<void> {
  await getFarcasterUri(config)
  const { open, route } = getModalState(config)
  if (!open || route.view !== VIEW) return cancelFarcasterLogin(config)
  if (!isLive()) return
  await connectFarcaster(config)
  closeIfShowing(config, VIEW)
}
