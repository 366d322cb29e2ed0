import { defineError } from '@latch/common'

// The embedded wallet's errors (SPEC §8). Short messages are the SPEC's
// own words; the modal's catalogue may show other text (F2's), keyed by
// the class or by the alert code.

const docsPath = '/core/connectors/auth'

/**
 * The definition of an error about one request to the frame: `details`
 * names it (`Request CONNECT_OTP.`, `Method eth_sign.`) when it is known.
 */
/* @__NO_SIDE_EFFECTS__ */
function aboutRequest<key extends string>(
  shortMessage: string,
  key: key,
  label: string,
) {
  return (options: { [k in key]?: string } & { cause?: unknown } = {}) => ({
    shortMessage,
    cause: options.cause,
    docsPath,
    details: options[key] ? `${label} ${options[key]}.` : undefined,
  })
}

export type EmbeddedWalletLoadErrorType = EmbeddedWalletLoadError
/** The secure frame did not load within 20 s (iframe_load_failed). */
export class EmbeddedWalletLoadError extends defineError(
  'EmbeddedWalletLoadError',
  {
    shortMessage: 'Network Error - Could not load embedded wallet',
    docsPath,
    metaMessages: ['Is the embedded-wallet service running and reachable?'],
  },
) {}

export type EmbeddedWalletTimeoutErrorType = EmbeddedWalletTimeoutError
/** A request to the frame got no answer within 30 s (iframe_request_timeout). */
export class EmbeddedWalletTimeoutError extends defineError(
  'EmbeddedWalletTimeoutError',
  aboutRequest('Embedded Wallet Request Timed Out', 'request', 'Request'),
) {}

export type EmbeddedSessionExpiredErrorType = EmbeddedSessionExpiredError
/** The embedded wallet's session ended on the service. */
export class EmbeddedSessionExpiredError extends defineError(
  'EmbeddedSessionExpiredError',
  { shortMessage: 'Session Expired', docsPath },
) {}

export type EmbeddedRpcNotAllowedErrorType = EmbeddedRpcNotAllowedError
/** The method is off the embedded wallet's list (UI text 'Action not allowed'). */
export class EmbeddedRpcNotAllowedError extends defineError(
  'EmbeddedRpcNotAllowedError',
  aboutRequest('Requested RPC call is not allowed', 'method', 'Method'),
) {}

export type EmbeddedRequestAbortedErrorType = EmbeddedRequestAbortedError
/** The request was given up (timeout, sign-out, frame gone). */
export class EmbeddedRequestAbortedError extends defineError(
  'EmbeddedRequestAbortedError',
  { shortMessage: 'Request was aborted', docsPath },
) {}

export type EmbeddedUnverifiedDomainErrorType = EmbeddedUnverifiedDomainError
/** The service refused the page's domain token ('JWT not yet valid'). */
export class EmbeddedUnverifiedDomainError extends defineError(
  'EmbeddedUnverifiedDomainError',
  {
    shortMessage: 'Invalid App Configuration',
    docsPath,
    metaMessages: [
      'The embedded wallet could not verify this domain: check that it is among the project allowed origins and that the clock is right.',
    ],
  },
) {}

export type EmbeddedWalletErrorType = EmbeddedWalletError
/** Any other refusal of the frame, with the frame's message. */
export class EmbeddedWalletError extends defineError(
  'EmbeddedWalletError',
  (message: string, options: { cause?: unknown } = {}) => ({
    ...options,
    shortMessage: message || 'An error occurred',
    docsPath,
  }),
) {}

export type EmailCooldownErrorType = EmailCooldownError
/** E-mail login was triggered again within 30 s (SPEC §5). */
export class EmailCooldownError extends defineError(
  'EmailCooldownError',
  (seconds: number) => ({
    shortMessage: `Please try again after ${seconds} seconds`,
    docsPath,
    fields: {
      /** Whole seconds left before another e-mail may be sent. */
      seconds,
    },
  }),
) {}

export type InvalidEmailErrorType = InvalidEmailError
/** Not a valid e-mail address (SPEC §5). */
export class InvalidEmailError extends defineError('InvalidEmailError', {
  shortMessage: 'Invalid e-mail address',
  docsPath,
}) {}

export type InvalidOtpErrorType = InvalidOtpError
/** The one-time code is not a non-empty string (SPEC §5). */
export class InvalidOtpError extends defineError('InvalidOtpError', {
  shortMessage: 'Invalid one-time code',
  docsPath,
}) {}

export type InvalidSocialProviderErrorType = InvalidSocialProviderError
/** Not one of google, github, apple, facebook, x, discord (SPEC §5). */
export class InvalidSocialProviderError extends defineError(
  'InvalidSocialProviderError',
  (provider: unknown) => ({
    shortMessage: 'Unsupported social provider',
    docsPath,
    details: `Provider ${JSON.stringify(String(provider)).slice(0, 64)}.`,
    metaMessages: ['Use google, github, apple, facebook, x or discord.'],
  }),
) {}

export type SocialLoginCancelledErrorType = SocialLoginCancelledError
/** The visitor closed the social login popup (or it was blocked). */
export class SocialLoginCancelledError extends defineError(
  'SocialLoginCancelledError',
  (options: { blocked?: boolean } = {}) => ({
    shortMessage: 'Social login was cancelled',
    docsPath,
    details: options.blocked
      ? 'The browser blocked the login popup.'
      : undefined,
  }),
) {}

export type TelegramLoginStateErrorType = TelegramLoginStateError
/**
 * Inside Telegram, the login URL the frame gave has no `state` parameter
 * (SPEC §5): the login could not be taken up by state, so nothing opens.
 */
export class TelegramLoginStateError extends defineError(
  'TelegramLoginStateError',
  {
    shortMessage: 'Telegram login URL must contain a state parameter',
    docsPath,
  },
) {}

export type AuthConnectorNotFoundErrorType = AuthConnectorNotFoundError
/** No embedded-wallet connector in the config (SPEC §8). */
export class AuthConnectorNotFoundError extends defineError(
  'AuthConnectorNotFoundError',
  {
    shortMessage: 'Address or auth connector not found',
    docsPath,
    metaMessages: [
      "Add embeddedWallet({ url }) from '@latch/embedded' to createConfig's connectors.",
    ],
  },
) {}
