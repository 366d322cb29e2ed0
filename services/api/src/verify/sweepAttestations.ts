import type { DbQueryable } from '../db/Db.js'

export type SweepAttestationsParameters = {
  /** Most records deleted by one call. @default 10000 */
  batchSize?: number
  /** @default Date.now() */
  now?: number
}

/**
 * Deletes expired attestation records (at most `batchSize`, so one sweep
 * stays short) and counts those left. `deleted === batchSize` means more
 * may be expired. Expired frame tokens (`verify_tokens`, never redeemed)
 * go too, at most `batchSize` of them.
 */
export async function sweepAttestations(
  db: DbQueryable,
  { batchSize = 10_000, now = Date.now() }: SweepAttestationsParameters = {},
): Promise<{ deleted: number; remaining: number }> {
  const [deleted] = await db.query<{ count: number }>(
    `WITH deleted AS (
       DELETE FROM verify_attestations WHERE id IN (
         SELECT id FROM verify_attestations
         WHERE expires_at <= to_timestamp($1) LIMIT $2)
       RETURNING 1)
     SELECT count(*)::int AS count FROM deleted`,
    [now / 1000, batchSize],
  )
  await db.query(
    `DELETE FROM verify_tokens WHERE token_hash IN (
       SELECT token_hash FROM verify_tokens
       WHERE expires_at <= to_timestamp($1) LIMIT $2)`,
    [now / 1000, batchSize],
  )
  const [left] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM verify_attestations',
  )
  return { deleted: deleted?.count ?? 0, remaining: left?.count ?? 0 }
}
