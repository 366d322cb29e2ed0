import { createMiddleware } from 'hono/factory'
import { badRequest } from '../../errors/ApiError.js'

/**
 * Refuses with 400 `BAD_REQUEST` a request whose path or query holds a NUL
 * character (`%00`): PostgreSQL cannot store NUL in text and would answer
 * "invalid byte sequence", which must never surface as a 500. Runs before
 * every route, so no parameter needs its own check. (Header values with NUL
 * never get here: Node's HTTP parser refuses them with 400, and `Headers`
 * cannot hold them. JSON bodies are checked by `readJsonBody`.)
 */
export function nulGuard() {
  return createMiddleware(async function nulGuard(c, next) {
    const url = c.req.url
    if (url.includes('\u0000') || /%00/i.test(url))
      throw badRequest(
        'The path and query must not contain NUL characters (%00)',
      )
    await next()
  })
}
