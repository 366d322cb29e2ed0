import {
  InvalidSocialProviderError,
  SocialLoginCancelledError,
} from '../../auth/errors.js'
import { isEmbeddedSocialProvider } from '../../auth/isEmbeddedSocialProvider.js'
import {
  openSocialPopup,
  type SocialPopupSize,
} from '../../auth/openSocialPopup.js'
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
  popup?: SocialPopupSize | undefined
  /**
   * The popup, if the click already opened it with `openSocialPopup` (e.g.
   * while the code calling this still loaded); null if the browser blocked
   * it. It closes when the login ends, like one opened here.
   * @default a popup opened here, at once
   */
  popupWindow?: Window | null | undefined
  /** Gives the login up: the popup closes, SocialLoginCancelledError. */
  signal?: AbortSignal | undefined
}

export type ConnectSocialReturnType = AuthConnectResult

/**
 * Logs in with a social provider (SPEC §4, §5): call it in the click
 * handler itself, or pass the `popupWindow` the click opened. It opens the
 * popup at once (before anything is awaited, so browsers do not block it),
 * sends it to the provider's page once the frame gave that page's address, waits for
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
  const { provider, signal } = parameters
  let popup = parameters.popupWindow
  try {
    if (!isEmbeddedSocialProvider(provider))
      throw new InvalidSocialProviderError(provider)
    const connector = requireAuthConnector(config)
    // Synchronously in the click: no await above this line.
    if (popup === undefined) popup = openSocialPopup(parameters.popup)
    if (!popup) throw new SocialLoginCancelledError({ blocked: true })
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
    if (popup && !popup.closed) popup.close()
  }
}
