import type { DbQueryable } from '../db/Db.js'
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
  const rows = await db.query(
    'DELETE FROM verify_scam_domains WHERE domain = $1 RETURNING domain',
    [normalizeScamDomain(domain)],
  )
  return rows.length > 0
}
