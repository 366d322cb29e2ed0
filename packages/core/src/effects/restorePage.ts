import { reconnect } from '../actions/reconnect.js'
import type { Config } from '../types/config.js'

/**
 * What a reloaded page takes up again, loaded only when storage holds
 * some of it: the remembered connections (`reconnect`), and a social login
 * Telegram reloaded the page during (SPEC §3 Telegram social provider),
 * whose code is a chunk of its own.
 */
export function restorePage(config: Config) {
  if (config.storage.getItem('telegramSocialState'))
    import('../actions/auth/takeUpTelegramSocialLogin.js').then(
      (module) => module.takeUpTelegramSocialLogin(config),
      () => {},
    )
  return reconnect(config)
}
