import type { DbQueryable } from '../db/Db.js'

/**
 * Whether `nonce` already signed someone in (it is in the used set until
 * it expires). A read only, so a replay is refused before the chain is
 * asked; `consumeSiwxNonce` is what decides a race.
 */
export async function isSiwxNonceUsed(
  db: DbQueryable,
  nonce: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM siwx_used_nonces WHERE nonce = $1',
    [nonce],
  )
  return rows.length > 0
}
