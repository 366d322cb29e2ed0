import {
  type Config,
  type EmbeddedSocialProvider,
  pushView,
  type StartSocialLoginReturnType,
  startSocialLogin as startLogin,
} from '@latch/core'

/**
 * Starts a social login (core's `startSocialLogin`, kept per config): call
 * it in the click handler itself, since the popup must open there. Shows
 * ConnectingSocial unless `show` is false (the view's own "Try again").
 */
export function startSocialLogin(
  config: Config,
  provider: EmbeddedSocialProvider,
  { show = true }: { show?: boolean } = {},
): StartSocialLoginReturnType {
  const login = startLogin(config, { provider })
  // The view reports failures; none goes unhandled meanwhile.
  login.promise.catch(() => {})
  if (show) pushView(config, { view: 'ConnectingSocial', provider })
  return login
}
