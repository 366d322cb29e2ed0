import type { DbQueryable } from '../db/Db.js'
import { hasRows } from '../db/hasRows.js'

export type ConsumeSiwxNonceParameters = {
  projectId: string
  nonce: string
  /** When the nonce expires (epoch ms, from `checkSiwxNonce`). */
  expiresAt: number
}

/**
 * Uses a checked nonce up: records it as used until it expires, in one
 * statement, so of two requests racing with the same nonce (on any
 * instance, in their transactions) exactly one gets `true`; a nonce
 * already used gives `false`.
 */
export async function consumeSiwxNonce(
  db: DbQueryable,
  { projectId, nonce, expiresAt }: ConsumeSiwxNonceParameters,
): Promise<boolean> {
  return hasRows(
    db,
    `INSERT INTO siwx_used_nonces (nonce, project_id, expires_at)
     VALUES ($1, $2, to_timestamp($3::float8 / 1000))
     ON CONFLICT (nonce) DO NOTHING
     RETURNING 1`,
    [nonce, projectId, expiresAt],
  )
}
