import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { DbQueryable } from '../../db/Db.js'
import { encryptKey } from '../crypto/encryptKey.js'
import { masterKeyId } from '../crypto/masterKeyId.js'

/**
 * Gives the user its Solana (ed25519) key when it has none: a fresh 32-byte
 * secret from the CSPRNG (@noble/curves), sealed like the eip155 key
 * (AES-256-GCM under the master key, AAD = user id), address = base58 of
 * the public key. `ON CONFLICT DO NOTHING` on `(user_id, namespace)` makes
 * concurrent first uses end with ONE key: the loser's insert waits for the
 * winner's transaction and then does nothing. Returns the stored address.
 * Runs inside the caller's transaction (or on its own as one statement).
 */
export async function createSolanaKey(
  tx: DbQueryable,
  { userId, masterKey }: { userId: string; masterKey: Uint8Array },
): Promise<string> {
  const existing = await readSolanaAddress(tx, userId)
  if (existing) return existing
  const secret = ed25519.utils.randomSecretKey()
  try {
    const address = base58.encode(ed25519.getPublicKey(secret))
    await tx.query(
      `INSERT INTO embedded_keys (user_id, namespace, address, ciphertext, master_key_id)
       VALUES ($1, 'solana', $2, $3, $4)
       ON CONFLICT (user_id, namespace) DO NOTHING`,
      [
        userId,
        address,
        encryptKey({ masterKey, userId, plaintext: secret }),
        masterKeyId(masterKey),
      ],
    )
  } finally {
    secret.fill(0)
  }
  const address = await readSolanaAddress(tx, userId)
  if (!address) throw new TypeError(`Embedded user ${userId} has no solana key`)
  return address
}

async function readSolanaAddress(
  tx: DbQueryable,
  userId: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ address: string }>(
    `SELECT address FROM embedded_keys WHERE user_id = $1 AND namespace = 'solana'`,
    [userId],
  )
  return row?.address
}
