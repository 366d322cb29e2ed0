import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * `hex(sha256(utf8(message)))`, used to dedupe relay messages.
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const id = hashMessage(envelope)
 */
export function hashMessage(message: string): string {
  return bytesToHex(sha256(utf8ToBytes(message)))
}
