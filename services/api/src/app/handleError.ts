import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ApiError } from '../errors/ApiError.js'

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

/**
 * The single error handler (`app.onError`): answers `{ code, message }`
 * JSON. `ApiError`s and Hono's `HTTPException`s keep their status; a body
 * read cut off by the client is a 400; anything else is a 500 whose
 * details are logged, not sent.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError)
    return c.json({ code: error.code, message: error.message }, error.status)
  if (error instanceof HTTPException) {
    const status = error.status
    return c.json(
      {
        code: codeByStatus[status] ?? 'HTTP_ERROR',
        message: error.message || `HTTP status code: ${status}`,
      },
      status,
    )
  }
  // Node's error for a request body whose client went away (or timed out,
  // see requestTimeout) while a route read it: nobody reads this answer,
  // and it is no server fault worth logging.
  if (
    error.message === 'aborted' &&
    (error as NodeJS.ErrnoException).code === 'ECONNRESET'
  )
    return c.json(
      {
        code: 'BAD_REQUEST',
        message: 'The request body could not be read (connection closed)',
      },
      400,
    )
  console.error('latch-api: unexpected error', error)
  return c.json(
    { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    500,
  )
}
