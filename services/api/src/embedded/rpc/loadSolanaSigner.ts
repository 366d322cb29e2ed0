import { ed25519 } from '@noble/curves/ed25519.js'
import type { DbQueryable } from '../../db/Db.js'
import { decryptKey } from '../crypto/decryptKey.js'
import { masterKeyId } from '../crypto/masterKeyId.js'

/** Signs bytes with the user's Solana key; `address` is its base58 key. */
export type SolanaSigner = {
  address: string
  /** The 64-byte ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array
}

/**
 * The user's Solana signer for one request: its ed25519 secret decrypted
 * with the master key only while signing (wiped after each signature, never
 * sent anywhere). A key sealed under another master key is an error saying so.
 */
export async function loadSolanaSigner(
  db: DbQueryable,
  { userId, masterKey }: { userId: string; masterKey: Uint8Array },
): Promise<SolanaSigner> {
  const [row] = await db.query<{
    address: string
    ciphertext: string
    master_key_id: string
  }>(
    `SELECT address, ciphertext, master_key_id FROM embedded_keys
     WHERE user_id = $1 AND namespace = 'solana'`,
    [userId],
  )
  if (!row) throw new TypeError(`Embedded user ${userId} has no solana key`)
  if (row.master_key_id !== masterKeyId(masterKey))
    throw new TypeError(
      `The key of embedded user ${userId} is sealed under master key ${row.master_key_id}, not the configured one`,
    )
  const { ciphertext } = row
  return {
    address: row.address,
    sign(message) {
      const secret = decryptKey({ masterKey, userId, ciphertext })
      try {
        return ed25519.sign(message, secret)
      } finally {
        secret.fill(0)
      }
    },
  }
}
