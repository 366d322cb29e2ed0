import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../../app/types.js'

export type RateLimitParameters = {
  /** Tokens added per second. @default 50 */
  ratePerSecond?: number
  /** Bucket size: the largest burst. @default 100 */
  burst?: number
  /** Bucket key. @default the project id set by `projectMiddleware()` */
  key?: (c: Context<AppEnv>) => string
  /** Tokens a request takes (capped at `burst`). @default 1 */
  cost?: (c: Context<AppEnv>) => number | Promise<number>
  /** Clock in ms. @default Date.now */
  now?: () => number
}

type Bucket = { tokens: number; updated: number }

/**
 * Token-bucket rate limit, one bucket per key (per project by default):
 * over the limit answers 429 `{ code: 'RATE_LIMITED', message }` with a
 * `Retry-After` header in whole seconds. Buckets live in this process.
 *
 * @example
 * app.post('/v1/', projectMiddleware(), rateLimit({ ratePerSecond: 50 }), …)
 */
export function rateLimit({
  ratePerSecond = 50,
  burst = 100,
  key = (c) => c.var.project.id,
  cost = () => 1,
  now = Date.now,
}: RateLimitParameters = {}) {
  const buckets = new Map<string, Bucket>()
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    const id = key(c)
    const time = now()
    const take = Math.min(Math.max(await cost(c), 1), burst)
    const bucket = buckets.get(id) ?? { tokens: burst, updated: time }
    bucket.tokens = Math.min(
      burst,
      bucket.tokens + ((time - bucket.updated) / 1000) * ratePerSecond,
    )
    bucket.updated = time
    buckets.set(id, bucket)
    if (bucket.tokens < take) {
      const wait = Math.ceil((take - bucket.tokens) / ratePerSecond)
      c.header('Retry-After', String(Math.max(wait, 1)))
      return c.json(
        {
          code: 'RATE_LIMITED',
          message: `Rate limit of ${ratePerSecond} requests per second exceeded`,
        },
        429,
      )
    }
    bucket.tokens -= take
    await next()
  })
}
