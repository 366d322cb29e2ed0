import {
  AuthConnectorNotFoundError,
  EmailCooldownError,
  EmbeddedDependencyLoadError,
  EmbeddedRequestAbortedError,
  EmbeddedRpcNotAllowedError,
  EmbeddedSessionExpiredError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  InvalidEmailError,
  InvalidOtpError,
} from '@latch/core'
import { formatPlural } from '../../messages/formatPlural.js'
import type { EmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { errorText, isUserRejection } from '../../modal/errorText.js'

/**
 * The catalogue's text for an embedded-wallet failure (SPEC §8); other
 * refusals of the frame (e.g. a wrong or expired code, too many attempts)
 * show the service's own short message.
 */
export function embeddedErrorText(
  error: unknown,
  messages: EmbeddedMessages,
  lang: string,
): string {
  if (error instanceof EmailCooldownError)
    return formatPlural(messages.emailCooldown, { n: error.seconds }, lang)
  if (error instanceof InvalidEmailError) return messages.invalidEmail
  if (error instanceof InvalidOtpError) return messages.codeInvalid
  if (error instanceof EmbeddedDependencyLoadError)
    return messages.emailDependencyFailed
  if (error instanceof EmbeddedWalletLoadError) return messages.iframeLoadFailed
  if (error instanceof EmbeddedWalletTimeoutError)
    return messages.iframeRequestTimeout
  if (error instanceof EmbeddedSessionExpiredError)
    return messages.sessionExpired
  if (error instanceof EmbeddedRpcNotAllowedError)
    return messages.actionNotAllowed
  if (error instanceof EmbeddedRequestAbortedError)
    return messages.requestAborted
  if (error instanceof AuthConnectorNotFoundError)
    return messages.authConnectorNotFound
  if (isUserRejection(error)) return messages.signatureDeclined
  return errorText(error) ?? messages.somethingWentWrong
}
