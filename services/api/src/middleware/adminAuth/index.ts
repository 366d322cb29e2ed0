import { createHash, timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { defaultApiLimits } from '../../app/ApiLimits.js'
import type { AppEnv } from '../../app/types.js'
import { ApiError } from '../../errors/ApiError.js'
import { getClientIp } from '../../http/getClientIp.js'
import { type AdminLockout, createAdminLockout } from './createAdminLockout.js'

const digest = (text: string) => createHash('sha256').update(text).digest()

const lockedOut = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return {
    seconds,
    error: new ApiError(
      429,
      'ADMIN_LOCKED_OUT',
      `Too many failed admin attempts from this address; retry in ${seconds} s`,
    ),
  }
}

/**
 * Guards /admin/*: requires `Authorization: Bearer <adminToken>` from
 * `c.var.settings`. No token configured → 403 `ADMIN_DISABLED`; missing or
 * wrong token → 401 `UNAUTHORIZED`. Tokens are compared in constant time
 * (SHA-256 digests, `timingSafeEqual`).
 *
 * Brute force is bounded per client address (`getClientIp`): after
 * `limits.adminMaxFailures` failures within `adminFailureWindowMs`, the
 * address gets 429 `ADMIN_LOCKED_OUT` with `Retry-After` for
 * `adminLockoutMs`, even with the right token. Successful attempts do not
 * count. The state is `c.var.adminLockout` (one per app, see `createApp`).
 */
export function adminAuth() {
  // For an app not built by createApp (no c.var.adminLockout).
  const fallback: AdminLockout = createAdminLockout({
    maxFailures: defaultApiLimits.adminMaxFailures,
    windowMs: defaultApiLimits.adminFailureWindowMs,
    lockoutMs: defaultApiLimits.adminLockoutMs,
  })
  return createMiddleware<AppEnv>(async function adminAuth(c, next) {
    const token = c.var.settings.adminToken
    if (!token)
      throw new ApiError(
        403,
        'ADMIN_DISABLED',
        'Admin API disabled: set LATCH_API_ADMIN_TOKEN',
      )
    const lockout = c.var.adminLockout ?? fallback
    const address = getClientIp(c)
    const wait = lockout.lockedFor(address)
    if (wait > 0) {
      const { seconds, error } = lockedOut(wait)
      c.header('Retry-After', String(seconds))
      throw error
    }
    const header = c.req.header('authorization') ?? ''
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? ''
    if (!timingSafeEqual(digest(given), digest(token))) {
      if (lockout.fail(address)) {
        const { seconds, error } = lockedOut(lockout.lockedFor(address))
        c.header('Retry-After', String(seconds))
        throw error
      }
      throw new ApiError(401, 'UNAUTHORIZED', 'Missing or wrong admin token')
    }
    await next()
  })
}
