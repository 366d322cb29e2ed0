import { SOCIAL_PENDING_MESSAGE } from '@latch/common/embedded-protocol'
import {
  EmbeddedWalletError,
  InvalidSocialProviderError,
  SocialLoginCancelledError,
} from '../../auth/errors.js'
import { isEmbeddedSocialProvider } from '../../auth/isEmbeddedSocialProvider.js'
import { openTelegramLink } from '../../auth/openTelegramLink.js'
import { readTelegramLoginState } from '../../auth/readTelegramLoginState.js'
import type {
  AuthConnector,
  AuthConnectResult,
  EmbeddedSocialProvider,
} from '../../auth/types.js'
import type { Config } from '../../types/config.js'
import { finishAuthConnection } from './finishAuthConnection.js'
import { requireAuthConnector } from './requireAuthConnector.js'

/**
 * A social login inside Telegram (SPEC §5), where a popup cannot work (a
 * `window.open` leaves the mini app, and the callback page has no opener
 * to post to): the login URL the frame gives must carry a `state`
 * (TelegramLoginStateError otherwise, and nothing opens); the state is
 * stored next to the provider, the URL opens through Telegram
 * (`openTelegramLink`), and the frame asks the service for the login by
 * that state until the browser reached the callback.
 */
export async function connectTelegramSocial(
  config: Config,
  parameters: { provider: EmbeddedSocialProvider; signal: AbortSignal },
): Promise<AuthConnectResult> {
  const { provider, signal } = parameters
  if (!isEmbeddedSocialProvider(provider))
    throw new InvalidSocialProviderError(provider)
  const connector = requireAuthConnector(config)
  const { uri } = await connector.getSocialRedirectUri({ provider })
  const state = readTelegramLoginState(uri)
  if (signal.aborted) throw new SocialLoginCancelledError()
  config.storage.setItem('telegramSocialState', state)
  openTelegramLink(uri)
  return waitForTelegramSocial(config, connector, state, signal)
}

/**
 * Asks the frame for the login of `state` (each ask waits up to the
 * frame's SOCIAL_WAIT_MS) again while the service says it is pending;
 * an expired or used state ends it with the service's error. Connects
 * once the frame logged in, unless the login was given up meanwhile.
 */
export async function waitForTelegramSocial(
  config: Config,
  connector: AuthConnector,
  state: string,
  signal: AbortSignal,
): Promise<AuthConnectResult> {
  for (;;) {
    if (signal.aborted) throw new SocialLoginCancelledError()
    let user: Awaited<ReturnType<AuthConnector['connectSocial']>>
    try {
      user = await connector.connectSocial({ state })
    } catch (error) {
      const pending =
        error instanceof EmbeddedWalletError &&
        error.shortMessage === SOCIAL_PENDING_MESSAGE
      if (pending) continue
      throw error
    }
    if (signal.aborted) throw new SocialLoginCancelledError()
    return finishAuthConnection(config, connector, user)
  }
}

/** The stored Telegram login (SPEC §3 Telegram social provider) leaves storage. */
export function endTelegramSocialLogin(config: Config) {
  config.storage.removeItem('telegramSocialProvider')
  config.storage.removeItem('telegramSocialState')
}
