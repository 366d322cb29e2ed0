import { ed25519 } from '@noble/curves/ed25519.js'
import type { DbQueryable } from '../../db/Db.js'
import { decryptKey } from '../crypto/decryptKey.js'
import { findSealedKey } from '../crypto/findSealedKey.js'

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
  const { address, ciphertext } = await findSealedKey(db, {
    userId,
    namespace: 'solana',
    masterKey,
  })
  return {
    address,
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
