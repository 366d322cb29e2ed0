import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../../app/types.js'

/** One token bucket per key: e.g. per project, per client IP, per Origin. */
export type RateLimitRule = {
  /** Tokens added per second. */
  ratePerSecond: number
  /** Bucket size: the largest burst. */
  burst: number
  /** Bucket key; `undefined` leaves the request out of this rule. */
  key: (c: Context<AppEnv>) => string | undefined
  /** Words for the 429 message, e.g. `per client IP`. @default 'per project' */
  scope?: string | undefined
}

export type RateLimitParameters = {
  /** Tokens added per second (single rule). @default 50 */
  ratePerSecond?: number
  /** Bucket size: the largest burst (single rule). @default 100 */
  burst?: number
  /** Bucket key (single rule). @default the project id set by `projectMiddleware()` */
  key?: (c: Context<AppEnv>) => string | undefined
  /**
   * Several rules checked together: a request passes only if every rule
   * whose key applies has the tokens, and only then is each charged, so a
   * request refused per client IP costs its project nothing. Replaces the
   * single rule above.
   */
  limits?: readonly RateLimitRule[] | undefined
  /**
   * Tokens a request takes, e.g. the calls in a JSON-RPC batch. Not capped:
   * a request costing more than a rule's burst is always refused.
   * @default 1
   */
  cost?: (c: Context<AppEnv>) => number | Promise<number>
  /**
   * Answers a refused request (a service with its own error shape may throw
   * its 429 here). @default a JSON 429 `{ code: 'RATE_LIMITED', message }`
   */
  refuse?:
    | ((
        c: Context<AppEnv>,
        refusal: { retryAfter: number; message: string },
      ) => Response)
    | undefined
  /** Clock in ms. @default Date.now */
  now?: () => number
  /**
   * Buckets kept per rule; past it, full (idle) buckets are dropped first,
   * then the least recently used. @default 10000
   */
  maxKeys?: number
}

type Bucket = { tokens: number; updated: number }

/**
 * Token-bucket rate limit with one or several rules (per project by
 * default; per client IP, per Origin …): over a limit answers 429
 * `{ code: 'RATE_LIMITED', message }` with a `Retry-After` header in whole
 * seconds. Each request takes `cost` tokens from every rule that applies.
 * Buckets live in this process.
 *
 * @example
 * app.post('/v1/', projectMiddleware(), rateLimit({ ratePerSecond: 50 }), …)
 * rateLimit({ limits: [
 *   { scope: 'per client IP', ratePerSecond: 5, burst: 10, key: (c) => getClientIp(c) },
 *   { ratePerSecond: 50, burst: 100, key: (c) => c.var.project.id },
 * ] })
 */
export function rateLimit({
  ratePerSecond = 50,
  burst = 100,
  key = (c) => c.var.project.id,
  limits,
  cost = () => 1,
  refuse = (c, { message }) => c.json({ code: 'RATE_LIMITED', message }, 429),
  now = Date.now,
  maxKeys = 10_000,
}: RateLimitParameters = {}) {
  const rules = (
    limits ?? [{ ratePerSecond, burst, key, scope: 'per project' }]
  ).map((rule) => ({ ...rule, buckets: new Map<string, Bucket>() }))
  return createMiddleware<AppEnv>(async function rateLimit(c, next) {
    const time = now()
    const buckets = rules.flatMap((rule) => {
      const id = rule.key(c)
      return id === undefined
        ? []
        : [{ rule, bucket: refill(rule, id, time, maxKeys) }]
    })
    // An empty bucket refuses before `cost` runs (e.g. reads the body).
    const empty = buckets.find(({ bucket }) => bucket.tokens < 1)
    const take = empty ? 1 : Math.max(await cost(c), 1)
    const charged: Bucket[] = []
    for (const { rule, bucket } of buckets) {
      if (bucket.tokens < take) {
        const scope = rule.scope ?? 'per project'
        const tooBig = take > rule.burst
        const wait = tooBig
          ? 60
          : Math.ceil((take - bucket.tokens) / rule.ratePerSecond)
        const retryAfter = Math.max(wait, 1)
        c.header('Retry-After', String(retryAfter))
        return refuse(c, {
          retryAfter,
          message: tooBig
            ? `This request costs ${take} requests, more than the burst of ${rule.burst} allowed ${scope}`
            : `Rate limit of ${rule.ratePerSecond} requests per second ${scope} exceeded`,
        })
      }
      charged.push(bucket)
    }
    for (const bucket of charged) bucket.tokens -= take
    await next()
  })
}

function refill(
  rule: RateLimitRule & { buckets: Map<string, Bucket> },
  id: string,
  time: number,
  maxKeys: number,
): Bucket {
  const { buckets } = rule
  const bucket = buckets.get(id) ?? { tokens: rule.burst, updated: time }
  bucket.tokens = Math.min(
    rule.burst,
    bucket.tokens +
      (Math.max(time - bucket.updated, 0) / 1000) * rule.ratePerSecond,
  )
  bucket.updated = time
  // Re-inserted: the map's order is least recently used first.
  buckets.delete(id)
  buckets.set(id, bucket)
  if (buckets.size > maxKeys) {
    const fullAfterMs = (rule.burst / rule.ratePerSecond) * 1000
    for (const [other, b] of buckets) {
      if (buckets.size <= maxKeys) break
      if (other !== id && time - b.updated >= fullAfterMs) buckets.delete(other)
    }
    for (const other of buckets.keys()) {
      if (buckets.size <= maxKeys) break
      if (other !== id) buckets.delete(other)
    }
  }
  return bucket
}
