import type { DbQueryable } from '../../db/Db.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { Limit } from './Limit.js'

/**
 * Refuses with 429 'Please try again after {n} seconds' when any limit
 * already counts `max` events within its window; `n` is when the oldest
 * of them leaves the window. Run it after `lockLimits` in the same
 * transaction.
 */
export async function checkLimits(
  tx: DbQueryable,
  limits: readonly Limit[],
  now: number,
): Promise<void> {
  for (const { key, max, windowMs } of limits) {
    const rows = await tx.query<{ at_ms: number }>(
      `SELECT (extract(epoch FROM at) * 1000)::float8 AS at_ms
       FROM embedded_failures
       WHERE key = $1 AND at > to_timestamp($2::float8 / 1000)
       ORDER BY at DESC LIMIT $3`,
      [key, now - windowMs, max],
    )
    if (rows.length < max) continue
    const oldest = Number(rows.at(-1)?.at_ms ?? now)
    throw embeddedErrors.tryAgain(
      Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
    )
  }
}
