import type { DbQueryable } from '../../db/Db.js'
import { EmbeddedError } from '../http/EmbeddedError.js'
import { hashToken, sessionTokenPattern } from '../login/createSessionToken.js'
import type { EmbeddedSession } from '../login/findEmbeddedSession.js'

/** A stored request, taken for signing. */
export type PreparedRow = { chainId: string; method: string; params: unknown }

/**
 * Takes a prepared request for signing, once: one `UPDATE … WHERE used_at
 * IS NULL AND expires_at > now() AND session_id = … RETURNING`, so two
 * concurrent calls cannot both get it. Its chain and method must be the
 * ones the caller names. Unknown, used, expired or another session's id
 * → 410 `prepared_gone`; a different chain/method → 400 `prepared_mismatch`
 * (the id is spent either way: review again).
 */
export async function consumePreparedRequest(
  db: DbQueryable,
  {
    id,
    session,
    chainId,
    method,
  }: {
    id: unknown
    session: EmbeddedSession
    chainId: string
    method: string
  },
): Promise<PreparedRow> {
  if (typeof id !== 'string' || !sessionTokenPattern.test(id))
    throw new EmbeddedError(
      400,
      'bad_request',
      'prepared must be the id from /rpc/prepare',
    )
  const [row] = await db.query<{
    chain_id: string
    method: string
    params: unknown
  }>(
    `UPDATE embedded_prepared_requests SET used_at = now()
     WHERE id_hash = $1 AND session_id = $2 AND used_at IS NULL
       AND expires_at > now()
     RETURNING chain_id, method, params`,
    [hashToken(id), session.id],
  )
  if (!row)
    throw new EmbeddedError(
      410,
      'prepared_gone',
      'This request was already answered, has expired or belongs to another session: review it again',
    )
  if (row.chain_id !== chainId || row.method !== method)
    throw new EmbeddedError(
      400,
      'prepared_mismatch',
      'chainId and method must be those of the prepared request',
    )
  const params =
    typeof row.params === 'string' ? JSON.parse(row.params) : row.params
  return { chainId: row.chain_id, method: row.method, params }
}
