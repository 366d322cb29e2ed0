import type { DbQueryable } from '../db/Db.js'

export type SweepAnalyticsParameters = {
  /** Events received more than this many days ago are deleted. */
  retentionDays: number
  /** Most events deleted by one call. @default 10000 */
  batchSize?: number
  /** @default Date.now() */
  now?: number
}

/**
 * Deletes analytics events older than the retention period (at most
 * `batchSize` per call, so one sweep stays short) and the daily usage rows
 * of the same age. Returns how many events were deleted; `batchSize`
 * means more may be left.
 */
export async function sweepAnalytics(
  db: DbQueryable,
  {
    retentionDays,
    batchSize = 10_000,
    now = Date.now(),
  }: SweepAnalyticsParameters,
): Promise<number> {
  const cutoff = new Date(now - retentionDays * 86_400_000).toISOString()
  const [deleted] = await db.query<{ count: number }>(
    `WITH deleted AS (
       DELETE FROM analytics_events WHERE id IN (
         SELECT id FROM analytics_events WHERE received_at < $1::timestamptz
         LIMIT $2)
       RETURNING 1)
     SELECT count(*)::int AS count FROM deleted`,
    [cutoff, batchSize],
  )
  // Usage days are UTC dates.
  await db.query('DELETE FROM analytics_usage WHERE day < $1::date', [
    cutoff.slice(0, 10),
  ])
  return deleted?.count ?? 0
}
