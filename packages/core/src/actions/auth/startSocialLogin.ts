import { SocialLoginCancelledError } from '../../auth/errors.js'
import { getTelegramPlatform } from '../../auth/getTelegramPlatform.js'
import type { EmbeddedSocialProvider } from '../../auth/types.js'
import { dispatch } from '../../state/dispatch.js'
import type { Config, SocialLoginRun } from '../../types/config.js'
import { type ConnectSocialReturnType, connectSocial } from './connectSocial.js'

export type StartSocialLoginParameters = {
  provider: EmbeddedSocialProvider
  /** The popup the click already opened (see `connectSocial`). */
  popupWindow?: Window | null | undefined
}

export type StartSocialLoginReturnType = SocialLoginRun & {
  readonly provider: EmbeddedSocialProvider
  readonly promise: Promise<ConnectSocialReturnType>
}

/**
 * Starts a social login as a flow of the config: call it in the click
 * handler itself (`connectSocial` opens the popup synchronously), or pass
 * the `popupWindow` the click opened with `openSocialPopup`.
 * `state.socialLogin` is `pending` until it `succeeded`, `failed` or was
 * `cancelled`; the run (promise, cancel) is kept per config for the view
 * that shows it, and leaving that view cancels it. Inside Telegram the
 * provider is also stored (SPEC §3 Telegram social provider) until the
 * login ends, however it ends.
 * https://latch.dev/docs/core/actions/startSocialLogin
 *
 * @example
 * button.onclick = () => startSocialLogin(config, { provider: 'github' })
 */
export function startSocialLogin(
  config: Config,
  parameters: StartSocialLoginParameters,
): StartSocialLoginReturnType {
  const { provider, popupWindow } = parameters
  const controller = new AbortController()
  config._internal.socialLogin?.cancel()
  dispatch(config, { type: 'social/started', provider })
  // Inside Telegram the login's provider is kept in storage while it runs
  // (SPEC §3); the reference client reads it back after Telegram's
  // redirect, which Latch does not do (its popup returns to this page).
  const inTelegram = getTelegramPlatform() !== undefined
  if (inTelegram) config.storage.setItem('telegramSocialProvider', provider)
  const ended = () => {
    if (inTelegram) config.storage.removeItem('telegramSocialProvider')
  }
  const promise = connectSocial(config, {
    provider,
    popupWindow,
    signal: controller.signal,
  })
  const run: StartSocialLoginReturnType = {
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
