import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { InvalidKeyError } from '../errors/crypto.js'
import { hexToKey } from '../utils/hexToKey.js'

export type HashKeyErrorType = InvalidKeyError

/**
 * Topic of a key: `hex(sha256(keyBytes))` — the hash of the bytes, not of
 * the hex string.
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const pairingTopic = hashKey(symKey)
 */
export function hashKey(keyHex: string): string {
  const bytes = hexToKey(keyHex)
  if (!bytes) throw new InvalidKeyError({ name: 'key' })
  return bytesToHex(sha256(bytes))
}
