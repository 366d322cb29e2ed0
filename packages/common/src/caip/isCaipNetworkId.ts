import { isChainNamespace, referencePattern } from './patterns.js'
import type { CaipNetworkId } from './types.js'

/**
 * Whether `value` is a CAIP-2 network id with a namespace Latch knows.
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return (
    parts.length === 2 &&
    isChainNamespace(parts[0]!) &&
    referencePattern.test(parts[1]!)
  )
}
