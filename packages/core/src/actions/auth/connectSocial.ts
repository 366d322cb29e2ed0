import {
  InvalidSocialProviderError,
  SocialLoginCancelledError,
} from '../../auth/errors.js'
import { isEmbeddedSocialProvider } from '../../auth/isEmbeddedSocialProvider.js'
import type {
  AuthConnectResult,
  EmbeddedSocialProvider,
} from '../../auth/types.js'
import { waitForSocialCallback } from '../../auth/waitForSocialCallback.js'
import type { Config } from '../../types/config.js'
import { finishAuthConnection } from './finishAuthConnection.js'
import { requireAuthConnector } from './requireAuthConnector.js'

export type ConnectSocialParameters = {
  provider: EmbeddedSocialProvider
  /** Popup size. @default { width: 500, height: 640 } */
  popup?: { width: number; height: number } | undefined
  /** Gives the login up: the popup closes, SocialLoginCancelledError. */
  signal?: AbortSignal | undefined
}

export type ConnectSocialReturnType = AuthConnectResult

function features(size: { width: number; height: number }) {
  const { width, height } = size
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  return `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`
}

/**
 * Logs in with a social provider (SPEC §4, §5): call it in the click
 * handler itself. It opens the popup at once (before anything is awaited,
 * so browsers do not block it), sends it to the provider's page, waits for
 * the service's callback page in the popup to post the result, and
 * finishes the login in the frame; the wallet is then connected like any
 * other. Closing the popup, or aborting `signal` (which closes it),
 * rejects with SocialLoginCancelledError.
 * https://latch.dev/docs/core/actions/connectSocial
 *
 * @example
 * button.onclick = () => connectSocial(config, { provider: 'github' })
 */
export async function connectSocial(
  config: Config,
  parameters: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const { provider } = parameters
  if (!isEmbeddedSocialProvider(provider))
    throw new InvalidSocialProviderError(provider)
  const connector = requireAuthConnector(config)
  // Synchronously in the click: no await above this line.
  const popup = window.open(
    '',
    'latch-social',
    features(parameters.popup ?? { width: 500, height: 640 }),
  )
  if (!popup) throw new SocialLoginCancelledError({ blocked: true })
  try {
    const { signal } = parameters
    const { uri } = await connector.getSocialRedirectUri({ provider })
    if (popup.closed || signal?.aborted) throw new SocialLoginCancelledError()
    popup.location.href = uri
    const callback = await waitForSocialCallback({
      popup,
      origin: connector.origin,
      signal,
    })
    const user = await connector.connectSocial({ uri: callback })
    return await finishAuthConnection(config, connector, user)
  } finally {
    if (!popup.closed) popup.close()
  }
}
