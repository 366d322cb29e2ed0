import type { Db } from '../../db/Db.js'
import { decryptKey } from './decryptKey.js'
import { encryptKey } from './encryptKey.js'
import { masterKeyId } from './masterKeyId.js'

export type RotateMasterKeyReturnType = {
  /** Keys re-encrypted by this run. */
  rotated: number
  /** Keys already under the new key (an earlier, interrupted run). */
  skipped: number
}

/**
 * Re-encrypts every embedded-wallet key from `oldKey` to `newKey` in ONE
 * transaction (rows locked): all or nothing, and safe to run again. A key
 * sealed under a third master key aborts the run naming it.
 *
 * @example
 * await rotateMasterKey(db, { oldKey, newKey })
 */
export async function rotateMasterKey(
  db: Db,
  { oldKey, newKey }: { oldKey: Uint8Array; newKey: Uint8Array },
): Promise<RotateMasterKeyReturnType> {
  const oldId = masterKeyId(oldKey)
  const newId = masterKeyId(newKey)
  if (oldId === newId) throw new TypeError('The new master key is the old one')
  return db.transaction(async (tx) => {
    const rows = await tx.query<{
      user_id: string
      namespace: string
      ciphertext: string
      master_key_id: string
    }>(
      `SELECT user_id, namespace, ciphertext, master_key_id FROM embedded_keys
       ORDER BY user_id, namespace FOR UPDATE`,
    )
    let rotated = 0
    let skipped = 0
    for (const row of rows) {
      if (row.master_key_id === newId) {
        skipped++
        continue
      }
      if (row.master_key_id !== oldId)
        throw new TypeError(
          `The key of user ${row.user_id} is sealed under master key ${row.master_key_id}, neither the old (${oldId}) nor the new one`,
        )
      const secret = decryptKey({
        masterKey: oldKey,
        userId: row.user_id,
        ciphertext: row.ciphertext,
      })
      const ciphertext = encryptKey({
        masterKey: newKey,
        userId: row.user_id,
        plaintext: secret,
      })
      secret.fill(0)
      await tx.query(
        `UPDATE embedded_keys SET ciphertext = $3, master_key_id = $4
         WHERE user_id = $1 AND namespace = $2`,
        [row.user_id, row.namespace, ciphertext, newId],
      )
      rotated++
    }
    return { rotated, skipped }
  })
}
