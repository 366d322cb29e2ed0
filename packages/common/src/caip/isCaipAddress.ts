import { splitCaip } from './patterns.js'
import type { CaipAddress } from './types.js'

/**
 * Whether `value` is a CAIP-10 account id: exactly three non-empty parts
 * and a known namespace.
 *
 * @example
 * isCaipAddress('eip155:1:0xab…') // true
 * isCaipAddress('eip155::0xab…') // false
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return typeof value === 'string' && splitCaip(value, 3) !== undefined
}
