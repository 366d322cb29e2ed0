import {
  accountAddressPattern,
  isChainNamespace,
  referencePattern,
} from './patterns.js'
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
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return (
    parts.length === 3 &&
    isChainNamespace(parts[0]!) &&
    referencePattern.test(parts[1]!) &&
    accountAddressPattern.test(parts[2]!)
  )
}
