import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type ApiErrorParameters = {
  /** What led to this error; logged, never sent to the client. */
  cause?: unknown
}

/**
 * Every error the API answers with on purpose: an HTTP status, a stable
 * machine-readable `code` and a human `message`. `app.onError` serialises
 * it as `{ code, message }`.
 *
 * @example
 * throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'origin not allowed')
 */
export class ApiError extends HTTPException {
  override name = 'ApiError'
  readonly code: string

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    { cause }: ApiErrorParameters = {},
  ) {
    super(status, { message, cause })
    this.code = code
  }
}

/** Shorthand for a 400 `BAD_REQUEST` with a message naming the problem. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, 'BAD_REQUEST', message)
}
