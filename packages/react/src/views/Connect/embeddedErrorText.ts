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
import { format } from '../../messages/format.js'
import { formatPlural } from '../../messages/formatPlural.js'
import type { EmbeddedMessages } from '../../messages/useEmbeddedMessages.js'
import { errorText, isUserRejection } from '../../modal/errorText.js'

// A social provider's OAuth error code (RFC 6749 §4.1.2.1, OpenID Connect
// §3.1.2.6), as the service relays it, and the catalogue's words for it.
const oauthCodes = {
  access_denied: 'socialCancelled',
  consent_required: 'socialConsentRequired',
  login_required: 'socialLoginRequired',
  interaction_required: 'socialLoginRequired',
  account_selection_required: 'socialLoginRequired',
  temporarily_unavailable: 'socialUnavailable',
  server_error: 'socialServerError',
} as const
const oauthCode = new RegExp(`\\b(${Object.keys(oauthCodes).join('|')})\\b`)

/**
 * The catalogue's text for an embedded-wallet failure (SPEC §8); a social
 * provider's OAuth error (a cancelled sign-in is `access_denied`) in plain
 * words naming `provider` (its display name); other refusals of the frame
 * (e.g. a wrong or expired code, too many attempts) show the service's own
 * short message.
 */
export function embeddedErrorText(
  error: unknown,
  messages: EmbeddedMessages,
  lang: string,
  provider?: string,
): string {
  const code =
    error instanceof Error
      ? (oauthCode.exec(error.message)?.[1] as keyof typeof oauthCodes)
      : undefined
  if (code && provider)
    return format(messages[oauthCodes[code]], { name: provider })
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
