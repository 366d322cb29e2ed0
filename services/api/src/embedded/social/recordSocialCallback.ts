import type { Db } from '../../db/Db.js'
import { hashState } from './hashState.js'

/**
 * Keeps the callback URL a popup reached (first one wins), so `/connect`
 * can finish the login by `state` when the popup could not post it to its
 * opener.
 *
 * @example
 * await recordSocialCallback(db, { state, callbackUri })
 */
export async function recordSocialCallback(
  db: Db,
  { state, callbackUri }: { state: string; callbackUri: string },
): Promise<void> {
  await db.query(
    `UPDATE embedded_social_states SET callback_uri = $2
     WHERE state_hash = $1 AND used_at IS NULL AND callback_uri IS NULL`,
    [hashState(state), callbackUri],
  )
}
