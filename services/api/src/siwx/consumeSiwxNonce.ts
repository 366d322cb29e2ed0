import type { DbQueryable } from '../db/Db.js'
import type { FindSiwxNonceParameters } from './findSiwxNonce.js'

/**
 * Uses a nonce up: deletes it if it was issued for the project and is
 * unexpired, in one statement, so of two requests racing with the same
 * nonce (on any instance) exactly one gets `true`.
 */
export async function consumeSiwxNonce(
  db: DbQueryable,
  { projectId, nonce, now = Date.now() }: FindSiwxNonceParameters,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM siwx_nonces
     WHERE nonce = $1 AND project_id = $2
       AND expires_at > to_timestamp($3::float8 / 1000)
     RETURNING 1`,
    [nonce, projectId, now],
  )
  return rows.length > 0
}
