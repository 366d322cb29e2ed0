import type { Config } from '../../types/config.js'

/**
 * `createConfig`'s start when a Telegram social login's state is stored
 * (SPEC §3: the page was reloaded while the login waited): loads and runs
 * `takeUpTelegramSocialLogin`. No static import here: the first load
 * carries only this chunk's name, not the login's code list.
 */
export async function resumeTelegramSocialLogin(config: Config) {
  const { takeUpTelegramSocialLogin } = await import(
    './takeUpTelegramSocialLogin.js'
  )
  return takeUpTelegramSocialLogin(config)
}
