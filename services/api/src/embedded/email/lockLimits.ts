import type { DbQueryable } from '../../db/Db.js'
import type { Limit } from './Limit.js'

/**
 * Takes a transaction-scoped advisory lock per limit key (sorted, so two
 * transactions never wait on each other crosswise): check and count of
 * one key then run one transaction at a time, on PostgreSQL too, and
 * concurrent requests cannot all pass a check made before any counted.
 */
export async function lockLimits(
  tx: DbQueryable,
  limits: readonly Limit[],
): Promise<void> {
  const keys = [...new Set(limits.map((limit) => limit.key))].sort()
  for (const key of keys)
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `latch-embedded-limit:${key}`,
    ])
}
