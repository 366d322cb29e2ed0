import { getTelegramPlatform } from '../../auth/getTelegramPlatform.js'
import type { EmbeddedSocialProvider } from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import { connectSocial } from './connectSocial.js'
import {
  connectTelegramSocial,
  endTelegramSocialLogin,
} from './connectTelegramSocial.js'
import { runSocialLogin, type SocialLoginRunOf } from './runSocialLogin.js'

export type StartSocialLoginParameters = {
  provider: EmbeddedSocialProvider
  /** The popup the click already opened (see `connectSocial`). */
  popupWindow?: Window | null | undefined
}

export type StartSocialLoginReturnType = SocialLoginRunOf

/**
 * Starts a social login as a flow of the config: call it in the click
 * handler itself (`connectSocial` opens the popup synchronously), or pass
 * the `popupWindow` the click opened with `openSocialPopup`.
 * `state.socialLogin` is `pending` until it `succeeded`, `failed` or was
 * `cancelled`; the run (promise, cancel) is kept per config for the view
 * that shows it, and leaving that view cancels it. Inside Telegram (SPEC
 * §3, §5) there is no popup: the login page opens through Telegram
 * (`connectTelegramSocial`), the provider and the login's
 * `state` are stored until the login ends, however it ends, and a page
 * reloaded meanwhile takes the login up again
 * (`restorePage`).
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
  if (getTelegramPlatform() === undefined)
    return runSocialLogin(config, provider, (signal) =>
      connectSocial(config, { provider, popupWindow, signal }),
    )
  popupWindow?.close()
  config.storage.setItem('telegramSocialProvider', provider)
  return runSocialLogin(
    config,
    provider,
    (signal) => connectTelegramSocial(config, { provider, signal }),
    () => endTelegramSocialLogin(config),
  )
}
