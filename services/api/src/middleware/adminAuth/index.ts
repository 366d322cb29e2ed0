import { createHash, timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app/types.js'
import { ApiError } from '../../errors/ApiError.js'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * Guards /admin/*: requires `Authorization: Bearer <adminToken>` from
 * `c.var.settings`. No token configured → 403 `ADMIN_DISABLED`; missing or
 * wrong token → 401 `UNAUTHORIZED`. Compared in constant time.
 */
export function adminAuth() {
  return createMiddleware<AppEnv>(async function adminAuth(c, next) {
    const token = c.var.settings.adminToken
    if (!token)
      throw new ApiError(
        403,
        'ADMIN_DISABLED',
        'Admin API disabled: set LATCH_API_ADMIN_TOKEN',
      )
    const header = c.req.header('authorization') ?? ''
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? ''
    if (!given || !timingSafeEqual(digest(given), digest(token)))
      throw new ApiError(401, 'UNAUTHORIZED', 'Missing or wrong admin token')
    await next()
  })
}
