import { dispatch } from '../../state/dispatch.js'
import type { Config } from '../../types/config.js'
import { cancelFarcasterLogin } from './cancelFarcasterLogin.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type GetFarcasterUriReturnType = { url: string }

/**
 * Starts a Farcaster login (SPEC §7 get farcaster uri): the embedded
 * wallet's service opens a Sign In With Farcaster request, whose URL goes
 * into state (`farcasterUrl`, SPEC §3) for the ConnectingFarcaster view to
 * show as a QR code and a mobile link. Then wait with `connectFarcaster`.
 * A call while one is under way gets its answer (one request, not two
 * whose URLs race).
 * https://latch.dev/docs/core/actions/connectFarcaster
 *
 * @example
 * const { url } = await getFarcasterUri(config)
 * const { user } = await connectFarcaster(config)
 */
export function getFarcasterUri(
  config: Config,
): Promise<GetFarcasterUriReturnType> {
  const internal = config._internal
  internal.farcasterUri ??= (async () => {
    try {
      const { url } = await requireAuthConnector(config).getFarcasterUri()
      internal.leaveFarcaster = () => cancelFarcasterLogin(config)
      dispatch(config, { type: 'social/farcasterUrl', url })
      return { url }
    } finally {
      internal.farcasterUri = undefined
    }
  })()
  return internal.farcasterUri
}
