import type { DbQueryable } from '../db/Db.js'
import { hasRows } from '../db/hasRows.js'
import { parseOrigin } from '../projects/parseOrigin.js'
import { scamDomainCandidates } from './scamDomainCandidates.js'

/**
 * Whether an origin's host, or one of its parent domains, is on the scam
 * list (`verify_scam_domains`). `''` and malformed origins are not scams.
 */
export async function isScamOrigin(
  db: DbQueryable,
  origin: string,
): Promise<boolean> {
  const host = parseOrigin(origin)?.host
  const candidates = host ? scamDomainCandidates(host) : []
  if (!candidates.length) return false
  const list = candidates.map((_, i) => `$${i + 1}`).join(', ')
  return hasRows(
    db,
    `SELECT 1 FROM verify_scam_domains WHERE domain IN (${list}) LIMIT 1`,
    candidates,
  )
}
