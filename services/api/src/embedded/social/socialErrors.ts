import { SOCIAL_PENDING_MESSAGE } from '@latch/common/embedded-protocol'
import { EmbeddedError } from '../http/EmbeddedError.js'

/** Thrown at start-up for a half or wrongly configured provider. */
export class SocialConfigError extends Error {
  override name = 'SocialConfigError'
}

/** Keeps a provider's error code printable and short in our messages. */
function clean(text: unknown): string {
  return typeof text === 'string'
    ? text.replace(/[^\w .:-]/g, '').slice(0, 80) || 'unknown'
    : 'unknown'
}

/**
 * The social login's errors, answered as `{ error: { code, message } }`.
 * Every one leaves no user, key or session behind.
 */
export const socialErrors = {
  unknownProvider: () =>
    new EmbeddedError(400, 'unknown_provider', 'Unknown social provider'),
  notConfigured: (name: string) =>
    new EmbeddedError(
      400,
      'provider_not_configured',
      `Social provider ${name} is not configured on this service`,
    ),
  invalidUri: () =>
    new EmbeddedError(
      400,
      'invalid_uri',
      "uri must be this service's social callback URL with one code and one state",
    ),
  unknownState: () =>
    new EmbeddedError(400, 'invalid_state', 'Unknown social login state'),
  usedState: () =>
    new EmbeddedError(400, 'state_used', 'Social login state already used'),
  expiredState: () =>
    new EmbeddedError(400, 'state_expired', 'Social login state expired'),
  foreignState: () =>
    new EmbeddedError(
      400,
      'state_mismatch',
      'Social login state belongs to another project, device or origin',
    ),
  pending: () =>
    new EmbeddedError(409, 'social_pending', SOCIAL_PENDING_MESSAGE),
  providerRefused: (error: unknown) =>
    new EmbeddedError(
      400,
      'provider_error',
      `The provider refused the login: ${clean(error)}`,
    ),
  issuerMismatch: () =>
    new EmbeddedError(
      400,
      'issuer_mismatch',
      'The authorization response comes from another issuer',
    ),
  codeRefused: (error: unknown) =>
    new EmbeddedError(
      400,
      'code_refused',
      `The provider refused the authorization code: ${clean(error)}`,
    ),
  invalidIdToken: (reason: string) =>
    new EmbeddedError(400, 'invalid_id_token', `Invalid ID token: ${reason}`),
  providerUnavailable: (what: string, cause?: unknown) =>
    new EmbeddedError(
      502,
      'provider_unavailable',
      `The login provider did not answer ${what}`,
      { cause },
    ),
}
