import {
  type Config,
  type EmbeddedSocialProvider,
  getModalState,
} from '@latch/core'
import { startSocialLogin } from '../ConnectingSocial/startSocialLogin.js'

/**
 * Starts the social login whose popup the click opened while this logic
 * still loaded (`popupWindow`, null if the browser blocked it): the popup
 * goes to the provider's page and ConnectingSocial shows, unless the
 * visitor left Connect meanwhile (then the popup just closes).
 */
export function startOpenedSocialLogin(
  config: Config,
  provider: EmbeddedSocialProvider,
  popupWindow: Window | null,
) {
  const { open, route } = getModalState(config)
  if (open && route.view === 'Connect')
    startSocialLogin(config, provider, { popupWindow })
  else popupWindow?.close()
}
