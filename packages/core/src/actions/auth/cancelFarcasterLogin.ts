import { FARCASTER_RELOAD_DELAY_MS } from '@latch/common'
import { isAuthConnector } from '../../auth/isAuthConnector.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'

/**
 * SPEC §2's back rule for the ConnectingFarcaster view: going back while
 * not connected clears the Farcaster URL at once and reloads the auth
 * connector after 100 ms (`FARCASTER_RELOAD_DELAY_MS`), which gives the
 * sign-in up (`connectFarcaster` rejects).
 *
 * @example
 * if (!connected) cancelFarcasterLogin(config)
 */
export function cancelFarcasterLogin(config: Config): void {
  dispatch(config, { type: 'social/farcasterUrl', url: undefined })
  setTimeout(
    () => config.state.connectors.find(isAuthConnector)?.reload(),
    FARCASTER_RELOAD_DELAY_MS,
  )
}
