import type { Config } from '../../types/config.js'
import type { StartSocialLoginReturnType } from './startSocialLogin.js'

/**
 * The social login started last for `config` (see `startSocialLogin`),
 * if any: its provider, promise and `cancel`.
 */
export function getSocialLogin(
  config: Config,
): StartSocialLoginReturnType | undefined {
  return config._internal.socialLogin as StartSocialLoginReturnType | undefined
}
