import {
  type Config,
  type EmbeddedSocialProvider,
  pushView,
  type StartSocialLoginReturnType,
  startSocialLogin as startLogin,
} from '@latch/core'

/**
 * Starts a social login (core's `startSocialLogin`, kept per config): call
 * it in the click handler itself, since the popup must open there, or pass
 * the `popupWindow` the click opened (`openSocialPopup`). Shows
 * ConnectingSocial unless `show` is false (the view's own "Try again").
 */
export function startSocialLogin(
  config: Config,
  provider: EmbeddedSocialProvider,
  {
    show = true,
    popupWindow,
  }: { show?: boolean; popupWindow?: Window | null | undefined } = {},
): StartSocialLoginReturnType {
  const login = startLogin(config, { provider, popupWindow })
  // The view reports failures; none goes unhandled meanwhile.
  login.promise.catch(() => {})
  if (show) pushView(config, { view: 'ConnectingSocial', provider })
  return login
}
