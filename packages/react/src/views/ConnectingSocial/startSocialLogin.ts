import {
  type Config,
  type ConnectSocialReturnType,
  connectSocial,
  type EmbeddedSocialProvider,
  pushView,
} from '@latch/core'

type SocialLogin = {
  readonly provider: EmbeddedSocialProvider
  readonly promise: Promise<ConnectSocialReturnType>
  /** Gives the login up: its popup closes. */
  readonly cancel: () => void
}

// The login under way per config, for the ConnectingSocial view: it was
// started in the click (the popup must open there) before the view showed.
const logins = new WeakMap<Config, SocialLogin>()

/**
 * Starts a social login: call it in the click handler itself, since
 * `connectSocial` opens the popup synchronously. Shows ConnectingSocial
 * unless `show` is false (the view's own "Try again").
 */
export function startSocialLogin(
  config: Config,
  provider: EmbeddedSocialProvider,
  { show = true }: { show?: boolean } = {},
): SocialLogin {
  const controller = new AbortController()
  const promise = connectSocial(config, { provider, signal: controller.signal })
  // The view reports failures; none goes unhandled meanwhile.
  promise.catch(() => {})
  const login = { provider, promise, cancel: () => controller.abort() }
  logins.set(config, login)
  if (show) pushView(config, { view: 'ConnectingSocial', provider })
  return login
}

/** The social login started last for `config`, if any. */
export function getSocialLogin(config: Config): SocialLogin | undefined {
  return logins.get(config)
}
