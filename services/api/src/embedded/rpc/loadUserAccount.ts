import { bytesToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { DbQueryable } from '../../db/Db.js'
import { decryptKey } from '../crypto/decryptKey.js'
import { masterKeyId } from '../crypto/masterKeyId.js'

/**
 * The user's eip155 signer: its key decrypted with the master key, for one
 * request (never stored decrypted, never sent anywhere). A key sealed under
 * another master key is an error saying so.
 */
export async function loadUserAccount(
  db: DbQueryable,
  { userId, masterKey }: { userId: string; masterKey: Uint8Array },
): Promise<PrivateKeyAccount> {
  const [row] = await db.query<{ ciphertext: string; master_key_id: string }>(
    `SELECT ciphertext, master_key_id FROM embedded_keys
     WHERE user_id = $1 AND namespace = 'eip155'`,
    [userId],
  )
  if (!row) throw new TypeError(`Embedded user ${userId} has no eip155 key`)
  if (row.master_key_id !== masterKeyId(masterKey))
    throw new TypeError(
      `The key of embedded user ${userId} is sealed under master key ${row.master_key_id}, not the configured one`,
    )
  const secret = decryptKey({ masterKey, userId, ciphertext: row.ciphertext })
  try {
    return privateKeyToAccount(bytesToHex(secret))
  } finally {
    secret.fill(0)
  }
}
