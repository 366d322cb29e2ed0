import type { DbQueryable } from '../db/Db.js'
import type { AttestationRecord } from './Attestation.js'

type Row = {
  id: string
  decrypted_id: string
  origin: string
  project_id: string | null
  is_verified: boolean
  is_scam: boolean
  expires_at: number
}

/**
 * The unexpired attestation whose id or decryptedId is `id` (lowercase
 * hex); a match on `id` comes first, then the oldest. `undefined` when
 * there is none.
 */
export async function findAttestation(
  db: DbQueryable,
  { id, now = Date.now() }: { id: string; now?: number },
): Promise<AttestationRecord | undefined> {
  const [row] = await db.query<Row>(
    `SELECT id, decrypted_id, origin, project_id, is_verified, is_scam,
       extract(epoch FROM expires_at)::int AS expires_at
     FROM verify_attestations
     WHERE (id = $1 OR decrypted_id = $1) AND expires_at > to_timestamp($2)
     ORDER BY (id = $1) DESC, created_at
     LIMIT 1`,
    [id, now / 1000],
  )
  return (
    row && {
      id: row.id,
      decryptedId: row.decrypted_id,
      origin: row.origin,
      projectId: row.project_id ?? undefined,
      isVerified: row.is_verified,
      isScam: row.is_scam,
      expiresAt: Number(row.expires_at),
    }
  )
}
