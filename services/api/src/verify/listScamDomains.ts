import type { DbQueryable } from '../db/Db.js'

/** One scam-list entry. */
export type ScamDomain = {
  domain: string
  /** ISO 8601. */
  createdAt: string
}

/** The scam list, sorted by domain. */
export async function listScamDomains(db: DbQueryable): Promise<ScamDomain[]> {
  const rows = await db.query<{ domain: string; created_at: Date | string }>(
    'SELECT domain, created_at FROM verify_scam_domains ORDER BY domain',
  )
  return rows.map((row) => ({
    domain: row.domain,
    createdAt: new Date(row.created_at).toISOString(),
  }))
}
