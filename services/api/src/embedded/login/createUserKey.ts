import { randomUUID } from 'node:crypto'
import { hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DbQueryable } from '../../db/Db.js'
import { encryptKey } from '../crypto/encryptKey.js'
import { masterKeyId } from '../crypto/masterKeyId.js'
import { createSolanaKey } from './createSolanaKey.js'

/**
 * Creates a user row, its eip155 key (generated with viem) and its Solana
 * key (`createSolanaKey`), both stored encrypted under the master key with
 * AAD = the user id. Runs inside the
 * caller's transaction. Returns the new user id.
 */
export async function createUserKey(
  tx: DbQueryable,
  {
    projectId,
    email,
    socialProvider,
    userName,
    masterKey,
  }: {
    projectId: string
    email: string | null
    socialProvider: string | null
    userName: string | null
    masterKey: Uint8Array
  },
): Promise<string> {
  const userId = randomUUID()
  await tx.query(
    `INSERT INTO embedded_users (id, project_id, email, social_provider, user_name)
     VALUES ($1, $2, $3, $4, $5)`,
    [userId, projectId, email, socialProvider, userName],
  )
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await tx.query(
    `INSERT INTO embedded_keys (user_id, namespace, address, ciphertext, master_key_id)
     VALUES ($1, 'eip155', $2, $3, $4)`,
    [
      userId,
      address,
      encryptKey({ masterKey, userId, plaintext: hexToBytes(privateKey) }),
      masterKeyId(masterKey),
    ],
  )
  await createSolanaKey(tx, { userId, masterKey })
  return userId
}
