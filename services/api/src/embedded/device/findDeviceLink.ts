import type { DbQueryable } from '../../db/Db.js'
import { queryByToken, type TokenQuery } from '../login/queryByToken.js'

/** What the approval page shows of a pending device link. */
export type PendingDeviceLink = {
  /** The requesting client's address ('unknown' for links before 2001). */
  clientIp: string
  /** Its user-agent summary. */
  userAgent: string
  /** When it asked, epoch ms. */
  createdAt: number
}

/**
 * The live (unexpired, not yet approved) device link of `token`, without
 * touching it (the approval page is a GET a mail scanner may follow);
 * `undefined` otherwise.
 */
export async function findDeviceLink(
  db: DbQueryable,
  query: TokenQuery,
): Promise<PendingDeviceLink | undefined> {
  const row = await queryByToken<{
    client_ip: string | null
    user_agent: string | null
    created_ms: number
  }>(
    db,
    `SELECT client_ip, user_agent,
       (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
     FROM embedded_device_links
     WHERE token_hash = $1 AND approved_at IS NULL
       AND expires_at > to_timestamp($2::float8 / 1000)`,
    query,
  )
  if (!row) return undefined
  return {
    clientIp: row.client_ip ?? 'unknown',
    userAgent: row.user_agent ?? 'Unknown device',
    createdAt: Number(row.created_ms),
  }
}
