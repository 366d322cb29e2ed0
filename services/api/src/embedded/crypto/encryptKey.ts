import { randomBytes } from 'node:crypto'
import { gcm } from '@noble/ciphers/aes'

/**
 * Encrypts a private key with AES-256-GCM under the master key, with a
 * fresh 12-byte nonce and AAD = the owner's user id. Returns
 * `v1.<nonce base64url>.<ciphertext+tag base64url>`.
 *
 * @example
 * const stored = encryptKey({ masterKey, userId, plaintext: hexToBytes(pk) })
 */
export function encryptKey({
  masterKey,
  userId,
  plaintext,
}: {
  masterKey: Uint8Array
  userId: string
  plaintext: Uint8Array
}): string {
  const nonce = new Uint8Array(randomBytes(12))
  const aad = new TextEncoder().encode(userId)
  const sealed = gcm(masterKey, nonce, aad).encrypt(plaintext)
  return `v1.${Buffer.from(nonce).toString('base64url')}.${Buffer.from(sealed).toString('base64url')}`
}
