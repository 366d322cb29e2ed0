import { isOriginAllowed } from '@latch/common'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app/types.js'
import { getProject } from '../projects/getProject.js'
import { projectIdPattern } from '../projects/validateProjectFields.js'

export type SiwxCorsParameters = {
  /** Preflight cache lifetime in seconds. @default 600 */
  maxAge?: number | undefined
}

/**
 * CORS of /v1/siwx/*, with credentials (the session cookie) for the
 * origins the project in `?projectId=` allows, and only for them:
 * browsers refuse credentials with a wildcard, so the origin is echoed,
 * with `Vary: Origin`. Other origins get the echo without credentials, so
 * a page can still read its 403 `ORIGIN_NOT_ALLOWED`. Preflights allow
 * GET, POST, DELETE and the `Authorization` header (bearer tokens).
 * `apiCors` leaves these paths to this middleware.
 */
export function siwxCors({ maxAge = 600 }: SiwxCorsParameters = {}) {
  return createMiddleware<AppEnv>(async function siwxCors(c, next) {
    const origin = c.req.header('origin')
    if (!origin) return next()
    const id = c.req.query('projectId')
    const project =
      id && projectIdPattern.test(id)
        ? await getProject(c.var.db, { id })
        : undefined
    const credentials =
      project !== undefined && isOriginAllowed(origin, project.allowedOrigins)
    const headers: Record<string, string> = {
      'Access-Control-Allow-Origin': origin,
      Vary: 'Origin',
    }
    if (credentials) headers['Access-Control-Allow-Credentials'] = 'true'
    if (c.req.method === 'OPTIONS') {
      headers['Access-Control-Allow-Methods'] = 'GET, POST, DELETE, OPTIONS'
      headers['Access-Control-Allow-Headers'] =
        'Content-Type, Authorization, X-Sdk-Type, X-Sdk-Version'
      headers['Access-Control-Max-Age'] = String(maxAge)
      return c.body(null, 204, headers)
    }
    await next()
    for (const [name, value] of Object.entries(headers))
      c.res.headers.set(name, value)
  })
}
