import type { DbQueryable } from '../db/Db.js'
import { hasRows } from '../db/hasRows.js'

/**
 * Whether `nonce` already signed someone in (it is in the used set until
 * it expires). A read only, so a replay is refused before the chain is
 * asked; `consumeSiwxNonce` is what decides a race.
 */
export async function isSiwxNonceUsed(
  db: DbQueryable,
  nonce: string,
): Promise<boolean> {
  return hasRows(db, 'SELECT 1 FROM siwx_used_nonces WHERE nonce = $1', [nonce])
}
