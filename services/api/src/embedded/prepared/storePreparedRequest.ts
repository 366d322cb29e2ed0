import type { DbQueryable } from '../../db/Db.js'
import { createSessionToken, hashToken } from '../login/createSessionToken.js'
import type { EmbeddedSession } from '../login/findEmbeddedSession.js'

/**
 * How long a reviewed request can be approved: long enough to read the
 * screen, short enough that the fees and simulation shown stay current.
 */
const PREPARED_REQUEST_TTL_MS = 5 * 60_000

/**
 * Stores a request exactly as it will be signed, for one session, and
 * returns its id (32 random bytes, base64url; the database keeps the
 * sha256) and expiry (epoch ms).
 */
export async function storePreparedRequest(
  db: DbQueryable,
  {
    session,
    chainId,
    method,
    params,
    now = Date.now(),
  }: {
    session: EmbeddedSession
    chainId: string
    method: string
    params: unknown
    now?: number
  },
): Promise<{ id: string; expiresAt: number }> {
  const id = createSessionToken()
  const expiresAt = now + PREPARED_REQUEST_TTL_MS
  await db.query(
    `INSERT INTO embedded_prepared_requests
       (id_hash, session_id, user_id, project_id, chain_id, method, params, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, to_timestamp($8::float8 / 1000))`,
    [
      hashToken(id),
      session.id,
      session.userId,
      session.projectId,
      chainId,
      method,
      JSON.stringify(params),
      expiresAt,
    ],
  )
  return { id, expiresAt }
}
