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
 * their Farcaster client; the modal closes once connected. When the
 * visitor left the view before the URL came, the sign-in is given up at
 * once (leaving found no URL to clear then). Rejects with the failure.
 */
export async function startFarcasterLogin(config: Config): Promise<void> {
  await getFarcasterUri(config)
  const { open, route } = getModalState(config)
  if (!open || route.view !== VIEW) return cancelFarcasterLogin(config)
  await connectFarcaster(config)
  closeIfShowing(config, VIEW)
}
