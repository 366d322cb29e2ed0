import type { DbQueryable } from '../../db/Db.js'
import { hashState } from '../social/hashState.js'
import type { FarcasterCompletion } from './FarcasterChannel.js'

/**
 * Stores the Farcaster client's answer on a live channel that has none
 * yet (first answer wins: one `UPDATE … WHERE completion IS NULL`).
 * Answers whether this call stored it.
 *
 * @example
 * if (!(await completeFarcasterChannel(db, { channelToken, completion, now }))) throw farcasterErrors.alreadyCompleted()
 */
export async function completeFarcasterChannel(
  db: DbQueryable,
  {
    channelToken,
    completion,
    now = Date.now(),
  }: {
    channelToken: string
    completion: FarcasterCompletion
    now?: number | undefined
  },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_farcaster_channels SET completion = $2
     WHERE token_hash = $1 AND completion IS NULL AND used_at IS NULL
       AND expires_at > to_timestamp($3::float8 / 1000)
     RETURNING token_hash`,
    [hashState(channelToken), JSON.stringify(completion), now],
  )
  return rows.length === 1
}
