import type { DbQueryable } from '../../db/Db.js'
import { masterKeyId } from './masterKeyId.js'

/** A user's key as stored: its address and the sealed secret. */
export type SealedKey = { address: string; ciphertext: string }

/**
 * The user's `namespace` key, sealed under the configured master key (to
 * be decrypted by the caller only while signing). No key, or one sealed
 * under another master key, is an error saying so.
 */
export async function findSealedKey(
  db: DbQueryable,
  {
    userId,
    namespace,
    masterKey,
  }: { userId: string; namespace: 'eip155' | 'solana'; masterKey: Uint8Array },
): Promise<SealedKey> {
  const [row] = await db.query<SealedKey & { master_key_id: string }>(
    `SELECT address, ciphertext, master_key_id FROM embedded_keys
     WHERE user_id = $1 AND namespace = $2`,
    [userId, namespace],
  )
  if (!row)
    throw new TypeError(`Embedded user ${userId} has no ${namespace} key`)
  if (row.master_key_id !== masterKeyId(masterKey))
    throw new TypeError(
      `The key of embedded user ${userId} is sealed under master key ${row.master_key_id}, not the configured one`,
    )
  return { address: row.address, ciphertext: row.ciphertext }
}
