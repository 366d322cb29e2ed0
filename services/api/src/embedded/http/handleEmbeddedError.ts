import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ApiError } from '../../errors/ApiError.js'
import { EmbeddedError } from './EmbeddedError.js'

/**
 * `app.onError` of the embedded service: `{ error: { code, message,
 * retryAfter? } }`, with `Retry-After` on 429. Unexpected errors are logged
 * and answered 500 without details.
 */
export function handleEmbeddedError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    const retryAfter =
      error instanceof EmbeddedError ? error.retryAfter : undefined
    if (retryAfter !== undefined) c.header('retry-after', String(retryAfter))
    return c.json(
      {
        error: {
          code: error.code.toLowerCase(),
          message: error.message,
          ...(retryAfter === undefined ? {} : { retryAfter }),
        },
      },
      error.status,
    )
  }
  if (error instanceof HTTPException)
    return c.json(
      {
        error: {
          code: 'http_error',
          message: error.message || `HTTP status code: ${error.status}`,
        },
      },
      error.status,
    )
  console.error('latch-api embedded: unexpected error', error)
  return c.json(
    { error: { code: 'internal_error', message: 'Something went wrong' } },
    500,
  )
}
