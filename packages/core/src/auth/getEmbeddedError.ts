import type { BaseError } from '@latch/common'
import {
  InvalidAppConfigurationError,
  InvalidProjectIdError,
} from '../api/errors.js'
import {
  EmailCooldownError,
  EmbeddedRequestAbortedError,
  EmbeddedRpcNotAllowedError,
  EmbeddedSessionExpiredError,
  EmbeddedUnverifiedDomainError,
  EmbeddedWalletError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
} from './errors.js'

export type GetEmbeddedErrorParameters = {
  /** The frame's `{ message }` (a SPEC §8 message or a service message). */
  message: unknown
  /** The host page's origin, for 'Invalid App Configuration'. */
  origin?: string | undefined
  /** The config's project id, for 'Invalid Project ID'. */
  projectId?: string | undefined
  /** The RPC method the message answers, if any. */
  method?: string | undefined
}

const cooldown = /^Please try again after (\d{1,4}) seconds?$/

/**
 * Maps a message of the secure frame (an `_ERROR` reply or INIT_ERROR) to
 * a typed error (SPEC §8): 'origin not allowed' → Invalid App
 * Configuration, 'invalid key' → Invalid Project ID, 'JWT not yet valid' →
 * the unverified-domain error, the catalogue's own messages to their
 * classes, anything else to EmbeddedWalletError with the frame's text.
 * ('Signature declined' is the connector's provider's to answer: EIP-1193
 * 4001, which the core's actions type as UserRejectedRequestError.)
 *
 * @example
 * getEmbeddedError({ message: 'Session Expired' }) // EmbeddedSessionExpiredError
 */
export function getEmbeddedError(
  parameters: GetEmbeddedErrorParameters,
): BaseError {
  const raw = parameters.message
  const message = typeof raw === 'string' ? raw.slice(0, 500).trim() : ''
  const lower = message.toLowerCase()
  const origin = parameters.origin ?? 'this page'
  if (lower === 'origin not allowed' || message === 'Invalid App Configuration')
    return new InvalidAppConfigurationError(origin)
  if (
    lower === 'invalid key' ||
    message === 'Invalid Project ID - update configuration'
  )
    return new InvalidProjectIdError(parameters.projectId ?? '')
  if (lower.includes('jwt not yet valid'))
    return new EmbeddedUnverifiedDomainError()
  if (message === 'Network Error - Could not load embedded wallet')
    return new EmbeddedWalletLoadError()
  if (message === 'Embedded Wallet Request Timed Out')
    return new EmbeddedWalletTimeoutError()
  if (message === 'Session Expired') return new EmbeddedSessionExpiredError()
  if (message === 'Requested RPC call is not allowed')
    return new EmbeddedRpcNotAllowedError(
      parameters.method ? { method: parameters.method } : {},
    )
  if (message === 'Request was aborted')
    return new EmbeddedRequestAbortedError()
  const seconds = cooldown.exec(message)?.[1]
  if (seconds) return new EmailCooldownError(Number(seconds))
  return new EmbeddedWalletError(message || 'An error occurred')
}
