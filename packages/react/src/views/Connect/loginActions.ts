import {
  connectEmail,
  connectPasskey,
  getEmbeddedAlert,
  preloadEmbeddedWallet,
} from '@latch/core'
import type { EmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { startSocialLogin } from '../ConnectingSocial/startSocialLogin.js'
import { closeIfShowing } from './closeIfShowing.js'
import { embeddedErrorText } from './embeddedErrorText.js'
import { PasskeyRecovery } from './PasskeyRecovery.js'
import { startOpenedSocialLogin } from './startOpenedSocialLogin.js'

/**
 * The embedded wallet's login logic behind Connect's fields, in a chunk of
 * its own (see loadLoginActions).
 */
export const loginActions = {
  connectEmail,
  connectPasskey,
  preloadEmbeddedWallet,
  startSocialLogin,
  startOpenedSocialLogin,
  closeIfShowing,
  PasskeyRecovery,
  /**
   * Why a submission of an embedded-wallet field failed, as the field says
   * it; undefined for failures the modal already shows as its alert (load
   * failure, timeout, session).
   */
  fieldFailureText: (
    failure: unknown,
    messages: EmbeddedMessages,
    lang: string,
  ) =>
    getEmbeddedAlert(failure)
      ? undefined
      : embeddedErrorText(failure, messages, lang),
}
