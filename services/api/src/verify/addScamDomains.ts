import type { DbQueryable } from '../db/Db.js'
import { badRequest } from '../errors/ApiError.js'
import { normalizeScamDomain } from './normalizeScamDomain.js'

/** Most domains one call adds. */
const maxScamDomainsPerCall = 100_000

/**
 * Adds domains to the scam list (each normalised by `normalizeScamDomain`;
 * a bad one refuses the whole call with a 400 `ApiError`). Already listed
 * ones are left as they are. Returns the normalised domains and how many
 * were new.
 *
 * @example
 * await addScamDomains(db, { domains: ['evil.example'] }) // { domains: ['evil.example'], added: 1 }
 */
export async function addScamDomains(
  db: DbQueryable,
  { domains }: { domains: readonly unknown[] },
): Promise<{ domains: string[]; added: number }> {
  if (domains.length > maxScamDomainsPerCall)
    throw badRequest(`At most ${maxScamDomainsPerCall} domains per call`)
  const normalized = [...new Set(domains.map(normalizeScamDomain))]
  if (!normalized.length) return { domains: [], added: 0 }
  const rows = await db.query(
    `INSERT INTO verify_scam_domains (domain)
     SELECT jsonb_array_elements_text($1::jsonb)
     ON CONFLICT (domain) DO NOTHING
     RETURNING domain`,
    [JSON.stringify(normalized)],
  )
  return { domains: normalized, added: rows.length }
}
