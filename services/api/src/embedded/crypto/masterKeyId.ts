import { createHash } from 'node:crypto'

/**
 * A short public fingerprint of a master key (first 16 hex digits of its
 * sha256), stored next to each ciphertext so a wrong key is named as such.
 */
export function masterKeyId(masterKey: Uint8Array): string {
  return createHash('sha256').update(masterKey).digest('hex').slice(0, 16)
}
