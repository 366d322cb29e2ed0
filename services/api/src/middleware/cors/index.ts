import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app/types.js'

export type ApiCorsParameters = {
  /** Preflight cache lifetime in seconds. @default 600 */
  maxAge?: number | undefined
}

/**
 * CORS for the toolkit's browser calls. The request's origin is echoed back
 * on every public route, without credentials (the API uses no cookies):
 * the allowlist itself is enforced by `projectMiddleware()`, which answers
 * 403 `ORIGIN_NOT_ALLOWED`, and the page must be able to *read* that answer
 * to show 'Invalid App Configuration'. /admin/* gets no CORS headers, so
 * browsers cannot call it cross-origin. /v1/siwx/* (sign-in, with a session
 * cookie) has its own CORS with credentials for allowed origins only
 * (`siwxCors`). The Verify attestation page and its POST
 * (`/v3/attestation`, no id) get none either: only the page itself, in its
 * own frame, reads and posts there; the lookups stay readable.
 */
export function apiCors({ maxAge = 600 }: ApiCorsParameters = {}) {
  const handler = cors({
    origin: (origin) => origin || '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-Sdk-Type', 'X-Sdk-Version'],
    maxAge,
  })
  return createMiddleware<AppEnv>(async function apiCors(c, next) {
    if (
      c.req.path.startsWith('/admin/') ||
      c.req.path.startsWith('/v1/siwx/') ||
      c.req.path === '/v3/attestation'
    )
      return next()
    return handler(c, next)
  })
}
