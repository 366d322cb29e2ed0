import { type Address, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DbQueryable } from '../../db/Db.js'
import { encryptKey } from '../crypto/encryptKey.js'
import { masterKeyId } from '../crypto/masterKeyId.js'

/**
 * A new passkey user's recovery key (inside the sign-up's transaction): an
 * ECDSA key generated with viem, sealed under the master key like e-mail
 * users' keys (AAD = the user id; `embedded_keys`, namespace `recovery`).
 * Its address is the `owner` the user's HybridDeleGator is created with,
 * beside the passkey: a full signer, which the service uses only in the
 * e-mail recovery route, for one `addKey`. Answers that address.
 */
export async function createRecoveryKey(
  tx: DbQueryable,
  { userId, masterKey }: { userId: string; masterKey: Uint8Array },
): Promise<Address> {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await tx.query(
    `INSERT INTO embedded_keys (user_id, namespace, address, ciphertext, master_key_id)
     VALUES ($1, 'recovery', $2, $3, $4)`,
    [
      userId,
      address,
      encryptKey({ masterKey, userId, plaintext: hexToBytes(privateKey) }),
      masterKeyId(masterKey),
    ],
  )
  return address
}
