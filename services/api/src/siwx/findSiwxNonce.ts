import type { DbQueryable } from '../db/Db.js'

export type FindSiwxNonceParameters = {
  projectId: string
  nonce: string
  /** @default Date.now() */
  now?: number
}

/**
 * Whether `nonce` was issued for `projectId`, is unused and unexpired.
 * A read only: `consumeSiwxNonce` is what uses it up.
 */
export async function findSiwxNonce(
  db: DbQueryable,
  { projectId, nonce, now = Date.now() }: FindSiwxNonceParameters,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM siwx_nonces
     WHERE nonce = $1 AND project_id = $2
       AND expires_at > to_timestamp($3::float8 / 1000)`,
    [nonce, projectId, now],
  )
  return rows.length > 0
}
