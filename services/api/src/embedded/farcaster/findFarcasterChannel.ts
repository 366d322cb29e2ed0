import type { DbQueryable } from '../../db/Db.js'
import { hashState } from '../social/hashState.js'
import type { FarcasterChannel } from './FarcasterChannel.js'

type Row = {
  params: string
  completion: string | null
  project_id: string | null
  device_id: string | null
  origin: string | null
  expires_ms: number
  used: boolean
}

/**
 * The channel of a channel token, expired or used ones included (the
 * caller says which it accepts); undefined for a token never issued.
 *
 * @example
 * const channel = await findFarcasterChannel(db, token)
 */
export async function findFarcasterChannel(
  db: DbQueryable,
  channelToken: string,
): Promise<FarcasterChannel | undefined> {
  const [row] = await db.query<Row>(
    `SELECT params, completion, project_id, device_id, origin,
       (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms,
       used_at IS NOT NULL AS used
     FROM embedded_farcaster_channels WHERE token_hash = $1`,
    [hashState(channelToken)],
  )
  if (!row) return undefined
  return {
    params: JSON.parse(row.params),
    completion: row.completion ? JSON.parse(row.completion) : undefined,
    projectId: row.project_id ?? undefined,
    deviceId: row.device_id ?? undefined,
    origin: row.origin ?? undefined,
    expiresAt: Number(row.expires_ms),
    used: row.used,
  }
}
