import { SocialLoginCancelledError } from '../../auth/errors.js'
import type { EmbeddedSocialProvider } from '../../auth/types.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config, SocialLoginRun } from '../../types/config.js'
import type { ConnectSocialReturnType } from './connectSocial.js'

export type SocialLoginRunOf = SocialLoginRun & {
  readonly provider: EmbeddedSocialProvider
  readonly promise: Promise<ConnectSocialReturnType>
}

/**
 * Runs `login` as the config's social login (`state.socialLogin`
 * `pending` until `succeeded`, `failed` or `cancelled`; the run kept in
 * `config._internal.socialLogin`, an earlier one cancelled). `ended` runs
 * once however it ends (e.g. the Telegram items leave storage).
 */
export function runSocialLogin(
  config: Config,
  provider: EmbeddedSocialProvider,
  login: (signal: AbortSignal) => Promise<ConnectSocialReturnType>,
  ended: () => void = () => {},
): SocialLoginRunOf {
  const controller = new AbortController()
  config._internal.socialLogin?.cancel()
  dispatch(config, { type: 'social/started', provider })
  const promise = login(controller.signal)
  const run: SocialLoginRunOf = {
    provider,
    promise,
    cancel() {
      if (config._internal.socialLogin !== run) return
      dispatch(config, { type: 'social/cancelled' })
      ended()
      controller.abort()
    },
  }
  config._internal.socialLogin = run
  const mine = () => config._internal.socialLogin === run
  promise.then(
    () => {
      if (!mine()) return
      dispatch(config, { type: 'social/succeeded' })
      ended()
    },
    (error: unknown) => {
      if (!mine()) return
      ended()
      // A popup the visitor closed (or the browser blocked) is given up,
      // not failed.
      const cancelled = error instanceof SocialLoginCancelledError
      dispatch(config, {
        type: cancelled ? 'social/cancelled' : 'social/failed',
      })
    },
  )
  return run
}
