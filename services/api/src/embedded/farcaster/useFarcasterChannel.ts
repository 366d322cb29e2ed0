import type { DbQueryable } from '../../db/Db.js'
import { hashState } from '../social/hashState.js'

/**
 * Marks a completed channel used (single use: one `UPDATE … WHERE
 * used_at IS NULL`); `force` burns it answered or not. Answers whether
 * this call used it.
 *
 * @example
 * if (!(await useFarcasterChannel(db, { channelToken, now }))) throw farcasterErrors.usedChannel()
 */
export async function useFarcasterChannel(
  db: DbQueryable,
  {
    channelToken,
    now = Date.now(),
    force = false,
  }: { channelToken: string; now?: number; force?: boolean },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_farcaster_channels
     SET used_at = to_timestamp($2::float8 / 1000)
     WHERE token_hash = $1 AND used_at IS NULL AND (completion IS NOT NULL OR $3::boolean)
     RETURNING token_hash`,
    [hashState(channelToken), now, force],
  )
  return rows.length === 1
}
