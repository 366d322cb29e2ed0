import type { DbQueryable } from '../../db/Db.js'
import {
  type EmbeddedUser,
  type EmbeddedUserRow,
  hasSigner,
  rowToEmbeddedUser,
  userColumns,
  userKeyJoins,
} from './EmbeddedUser.js'
import { queryByToken, type TokenQuery } from './queryByToken.js'

/** A live session and its user. */
export type EmbeddedSession = {
  id: string
  userId: string
  projectId: string
  deviceId: string
  /** The host origin it was created for (null: made before 2001). */
  origin: string | null
  /** Epoch ms. */
  expiresAt: number
  user: EmbeddedUser
}

/**
 * The live (unrevoked, unexpired) session of a bearer token, with its user
 * and eip155 address; `undefined` otherwise.
 */
export async function findEmbeddedSession(
  db: DbQueryable,
  query: TokenQuery,
): Promise<EmbeddedSession | undefined> {
  const row = await queryByToken<
    EmbeddedUserRow & {
      session_id: string
      device_id: string
      origin: string | null
      expires_ms: number
    }
  >(
    db,
    `SELECT ${userColumns}, s.id AS session_id, s.device_id, s.origin,
       (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
       spk.credential_id AS session_passkey_id,
       spk.public_key AS session_passkey_public_key
     FROM embedded_sessions s
     JOIN embedded_users u ON u.id = s.user_id ${userKeyJoins}
     LEFT JOIN embedded_passkeys spk ON spk.credential_id = s.passkey_id
       AND spk.user_id = u.id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL
       AND s.expires_at > to_timestamp($2::float8 / 1000) AND ${hasSigner}`,
    query,
  )
  if (!row) return undefined
  return {
    id: row.session_id,
    userId: row.id,
    projectId: row.project_id,
    deviceId: row.device_id,
    origin: row.origin,
    expiresAt: Number(row.expires_ms),
    user: rowToEmbeddedUser(row),
  }
}
