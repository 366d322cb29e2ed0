import type { DbQueryable } from '../db/Db.js'
import { hasRows } from '../db/hasRows.js'
import { normalizeScamDomain } from './normalizeScamDomain.js'

/**
 * Removes a domain (normalised by `normalizeScamDomain`, which throws a
 * 400 `ApiError` for a malformed one) from the scam list. Resolves `false`
 * when it was not listed.
 */
export async function removeScamDomain(
  db: DbQueryable,
  { domain }: { domain: unknown },
): Promise<boolean> {
  return hasRows(
    db,
    'DELETE FROM verify_scam_domains WHERE domain = $1 RETURNING domain',
    [normalizeScamDomain(domain)],
  )
}
