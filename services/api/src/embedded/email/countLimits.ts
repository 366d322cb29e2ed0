import type { DbQueryable } from '../../db/Db.js'
import type { Limit } from './Limit.js'

/** Counts one event against each limit (and drops its expired ones). */
export async function countLimits(
  tx: DbQueryable,
  limits: readonly Limit[],
  now: number,
): Promise<void> {
  for (const { key, windowMs } of limits) {
    await tx.query(
      'INSERT INTO embedded_failures (key, at) VALUES ($1, to_timestamp($2::float8 / 1000))',
      [key, now],
    )
    await tx.query(
      'DELETE FROM embedded_failures WHERE key = $1 AND at < to_timestamp($2::float8 / 1000)',
      [key, now - windowMs],
    )
  }
}
