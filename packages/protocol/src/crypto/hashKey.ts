import { hex } from '@scure/base'
import { InvalidKeyError } from '../errors/crypto.js'
import { hexToKey } from '../utils/hexToKey.js'

export type HashKeyErrorType = InvalidKeyError

/**
 * Topic of a key: `hex(sha256(keyBytes))` — the hash of the bytes, not of
 * the hex string (WebCrypto).
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const pairingTopic = await hashKey(symKey)
 */
export async function hashKey(keyHex: string): Promise<string> {
  const bytes = hexToKey(keyHex)
  if (!bytes) throw new InvalidKeyError({ name: 'key' })
  return hex.encode(
    new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)),
  )
}
