import { isAuthConnector } from '../../auth/isAuthConnector.js'
import { isEmbeddedSocialProvider } from '../../auth/isEmbeddedSocialProvider.js'
import type { Config } from '../../types/config.js'
import { openModal } from '../openModal.js'
import { pushView } from '../pushView.js'
import {
  endTelegramSocialLogin,
  waitForTelegramSocial,
} from './connectTelegramSocial.js'
import { requireAuthConnector } from './requireAuthConnector.js'
import { runSocialLogin, type SocialLoginRunOf } from './runSocialLogin.js'

/**
 * Takes up a social login started inside Telegram whose page was reloaded
 * before it ended (Telegram may reload a mini app): with the stored
 * provider and `state` (SPEC §3 Telegram social provider) it is the
 * config's social login again, asking the service by that state until
 * the browser reached the callback, shown in the modal (Connect, then
 * ConnectingSocial); the stored items leave storage when it ends (an expired or used state fails with the service's error).
 * Run by `restorePage` when a state is stored; undefined (and the
 * items cleared) when nothing usable is, or the config has no embedded
 * wallet.
 */
export function takeUpTelegramSocialLogin(
  config: Config,
): SocialLoginRunOf | undefined {
  const provider = config.storage.getItem('telegramSocialProvider')
  const state = config.storage.getItem('telegramSocialState')
  if (
    !state ||
    !provider ||
    !isEmbeddedSocialProvider(provider) ||
    !config.state.connectors.some(isAuthConnector)
  ) {
    endTelegramSocialLogin(config)
    return undefined
  }
  const run = runSocialLogin(
    config,
    provider,
    async (signal) =>
      waitForTelegramSocial(
        config,
        requireAuthConnector(config),
        state,
        signal,
      ),
    () => endTelegramSocialLogin(config),
  )
  // The person sees the login they left waiting (its view closes the
  // modal once connected, or says why it failed).
  void openModal(config, { view: 'Connect' })
  pushView(config, { view: 'ConnectingSocial', provider })
  return run
}
