import type { DbQueryable } from '../../db/Db.js'
import type { EmbeddedSettings } from '../EmbeddedSettings.js'

/** A failure limit: `maxFailures` within `windowMs`. */
type LockoutSettings = {
  lockout: Pick<EmbeddedSettings['lockout'], 'maxFailures' | 'windowMs'>
}

import { embeddedErrors } from '../http/EmbeddedError.js'

/**
 * Refuses with 429 'Please try again after {n} seconds' when any of `keys`
 * (e.g. `email:<project>:<address>`, `ip:<address>`) has
 * `lockout.maxFailures` failed code attempts within `lockout.windowMs`;
 * `n` is when the oldest of them leaves the window.
 */
export async function checkLockout(
  db: DbQueryable,
  {
    keys,
    settings,
    now = Date.now(),
  }: {
    keys: readonly string[]
    settings: LockoutSettings
    now?: number
  },
): Promise<void> {
  const { maxFailures, windowMs } = settings.lockout
  for (const key of keys) {
    const rows = await db.query<{ at_ms: number }>(
      `SELECT (extract(epoch FROM at) * 1000)::float8 AS at_ms
       FROM embedded_failures
       WHERE key = $1 AND at > to_timestamp($2::float8 / 1000)
       ORDER BY at DESC LIMIT $3`,
      [key, now - windowMs, maxFailures],
    )
    if (rows.length < maxFailures) continue
    const oldest = Number(rows.at(-1)?.at_ms ?? now)
    throw embeddedErrors.tryAgain(
      Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
    )
  }
}

/** Counts one failed attempt against each key (and drops old ones). */
export async function recordFailure(
  db: DbQueryable,
  {
    keys,
    settings,
    now = Date.now(),
  }: {
    keys: readonly string[]
    settings: LockoutSettings
    now?: number
  },
): Promise<void> {
  for (const key of keys) {
    await db.query(
      'INSERT INTO embedded_failures (key, at) VALUES ($1, to_timestamp($2::float8 / 1000))',
      [key, now],
    )
    await db.query(
      'DELETE FROM embedded_failures WHERE key = $1 AND at < to_timestamp($2::float8 / 1000)',
      [key, now - settings.lockout.windowMs],
    )
  }
}
