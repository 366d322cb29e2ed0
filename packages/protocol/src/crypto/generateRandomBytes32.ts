import { hex } from '@scure/base'
import { randomBytes } from '../utils/randomBytes.js'

/**
 * 32 random bytes as 64 hex characters (pairing symKeys, JWT `sub`).
 *
 * https://latch.dev/docs/protocol/crypto
 *
 * @example
 * const symKey = generateRandomBytes32()
 */
export function generateRandomBytes32(): string {
  return hex.encode(randomBytes(32))
}
