import type { DbQueryable } from '../db/Db.js'
import { hasRows } from '../db/hasRows.js'
import type { SiwxSession } from './SiwxSession.js'

export type RevokeSiwxSessionParameters = {
  /** The session revoked. */
  id: string
  /**
   * The signed-in session asking: only a session of the same project,
   * namespace and address (its owner) is revoked.
   */
  by: Pick<SiwxSession, 'projectId' | 'chainId' | 'address'>
  /** @default Date.now() */
  now?: number
}

/**
 * Revokes a live session of the caller's own account. `false` when there
 * is none with that id (unknown, someone else's, expired or revoked).
 */
export async function revokeSiwxSession(
  db: DbQueryable,
  { id, by, now = Date.now() }: RevokeSiwxSessionParameters,
): Promise<boolean> {
  const [namespace = ''] = by.chainId.split(':')
  return hasRows(
    db,
    `UPDATE siwx_sessions SET revoked_at = to_timestamp($5::float8 / 1000)
     WHERE id = $1 AND project_id = $2 AND namespace = $3 AND address = $4
       AND revoked_at IS NULL AND expires_at > to_timestamp($5::float8 / 1000)
     RETURNING 1`,
    [id, by.projectId, namespace, by.address, now],
  )
}
