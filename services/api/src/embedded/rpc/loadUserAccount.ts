import { bytesToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { DbQueryable } from '../../db/Db.js'
import { decryptKey } from '../crypto/decryptKey.js'
import { findSealedKey } from '../crypto/findSealedKey.js'

/**
 * The user's eip155 signer: its key decrypted with the master key, for one
 * request (never stored decrypted, never sent anywhere). A key sealed under
 * another master key is an error saying so.
 */
export async function loadUserAccount(
  db: DbQueryable,
  { userId, masterKey }: { userId: string; masterKey: Uint8Array },
): Promise<PrivateKeyAccount> {
  const { ciphertext } = await findSealedKey(db, {
    userId,
    namespace: 'eip155',
    masterKey,
  })
  const secret = decryptKey({ masterKey, userId, ciphertext })
  try {
    return privateKeyToAccount(bytesToHex(secret))
  } finally {
    secret.fill(0)
  }
}
