import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { rateLimit } from '../../blockchain/middleware/rate-limit/index.js'
import type { EmbeddedEnv } from './EmbeddedEnv.js'
import { embeddedErrors } from './EmbeddedError.js'
import { embeddedClientIp } from './embeddedClientIp.js'

/**
 * A token bucket per client IP, checked before anything else of the
 * request (no database, no node): over it, 429 'Please try again after
 * {n} seconds' with Retry-After. One middleware is one bucket: mount the
 * same one on every path that shares it.
 */
export function embeddedIpRateLimit(limit: {
  ratePerSecond: number
  burst: number
}): MiddlewareHandler<EmbeddedEnv> {
  const check = rateLimit({
    limits: [
      {
        scope: 'per client IP',
        ...limit,
        key: (c) => embeddedClientIp(c as Context),
      },
    ],
    refuse: (_, { retryAfter }) => {
      throw embeddedErrors.tryAgain(retryAfter)
    },
  })
  return (c, next) => check(c as unknown as Context<AppEnv>, next)
}
