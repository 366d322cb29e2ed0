import { bytesToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { DbQueryable } from '../../db/Db.js'
import { decryptKey } from '../crypto/decryptKey.js'
import { masterKeyId } from '../crypto/masterKeyId.js'
import { passkeyErrors } from './passkeyErrors.js'

/**
 * A passkey user's recovery key, decrypted (for the recovery route only,
 * for its one user operation): none → 400 `passkey_no_recovery`; sealed
 * under another master key, or not the address stored → an error saying so.
 */
export async function loadRecoveryKey(
  db: DbQueryable,
  { userId, masterKey }: { userId: string; masterKey: Uint8Array },
): Promise<PrivateKeyAccount> {
  const [row] = await db.query<{
    address: string
    ciphertext: string
    master_key_id: string
  }>(
    `SELECT address, ciphertext, master_key_id FROM embedded_keys
     WHERE user_id = $1 AND namespace = 'recovery'`,
    [userId],
  )
  if (!row) throw passkeyErrors.noRecovery()
  if (row.master_key_id !== masterKeyId(masterKey))
    throw new TypeError(
      `The recovery key of embedded user ${userId} is sealed under master key ${row.master_key_id}, not the configured one`,
    )
  const account = privateKeyToAccount(
    bytesToHex(decryptKey({ masterKey, userId, ciphertext: row.ciphertext })),
  )
  if (account.address !== row.address)
    throw new TypeError(
      `The recovery key of embedded user ${userId} is not its address`,
    )
  return account
}
