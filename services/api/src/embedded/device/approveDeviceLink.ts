import type { Db } from '../../db/Db.js'
import { sessionTokenPattern } from '../login/createSessionToken.js'
import { queryByToken, type TokenQuery } from '../login/queryByToken.js'

/**
 * Follows a device-approval link: a live, unused link approves its device
 * for its user (one transaction). Resolves false for an unknown, expired
 * or already followed token.
 */
export async function approveDeviceLink(
  db: Db,
  query: TokenQuery,
): Promise<boolean> {
  if (!sessionTokenPattern.test(query.token)) return false
  return db.transaction(async (tx) => {
    const link = await queryByToken<{ user_id: string; device_id: string }>(
      tx,
      `UPDATE embedded_device_links SET approved_at = to_timestamp($2::float8 / 1000)
       WHERE token_hash = $1 AND approved_at IS NULL
         AND expires_at > to_timestamp($2::float8 / 1000)
       RETURNING user_id, device_id`,
      query,
    )
    if (!link) return false
    await tx.query(
      `INSERT INTO embedded_devices (user_id, device_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING`,
      [link.user_id, link.device_id],
    )
    return true
  })
}
