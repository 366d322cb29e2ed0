import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '../../errors/ApiError.js'

/**
 * An error of the embedded-wallet service, answered as
 * `{ error: { code, message, retryAfter? } }` (packages/embedded/README.md),
 * `message` a SPEC §8 text where one exists.
 *
 * @example
 * throw new EmbeddedError(403, 'origin_not_allowed', 'origin not allowed')
 */
export class EmbeddedError extends ApiError {
  override name = 'EmbeddedError'
  /** Seconds to wait (429 answers). */
  readonly retryAfter: number | undefined

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    { retryAfter, cause }: { retryAfter?: number; cause?: unknown } = {},
  ) {
    super(status, code, message, { cause })
    this.retryAfter = retryAfter
  }
}

/** The SPEC §8 errors of the service, ready to throw. */
export const embeddedErrors = {
  invalidKey: () => new EmbeddedError(403, 'invalid_key', 'invalid key'),
  originNotAllowed: () =>
    new EmbeddedError(403, 'origin_not_allowed', 'origin not allowed'),
  sessionExpired: () =>
    new EmbeddedError(401, 'session_expired', 'Session Expired'),
  rpcNotAllowed: () =>
    new EmbeddedError(
      403,
      'rpc_not_allowed',
      'Requested RPC call is not allowed',
    ),
  tryAgain: (retryAfter: number) =>
    new EmbeddedError(
      429,
      'rate_limited',
      `Please try again after ${retryAfter} seconds`,
      { retryAfter },
    ),
  invalidOtp: () => new EmbeddedError(400, 'invalid_otp', 'Invalid code'),
  badRequest: (message: string) =>
    new EmbeddedError(400, 'bad_request', message),
}
