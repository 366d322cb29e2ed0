import type { DbQueryable } from '../db/Db.js'
import { hasRows } from '../db/hasRows.js'
import type { AttestationRecord } from './Attestation.js'

/**
 * Stores an attestation record. The first record of an id wins: a later
 * one with the same id is ignored (resolves `false`), so nobody can
 * overwrite what a page registered.
 */
export async function storeAttestation(
  db: DbQueryable,
  record: AttestationRecord,
): Promise<boolean> {
  return hasRows(
    db,
    `INSERT INTO verify_attestations
       (id, decrypted_id, origin, project_id, is_verified, is_scam, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7))
     ON CONFLICT (id) DO NOTHING
     RETURNING 1`,
    [
      record.id,
      record.decryptedId,
      record.origin,
      record.projectId ?? null,
      record.isVerified,
      record.isScam,
      record.expiresAt,
    ],
  )
}
