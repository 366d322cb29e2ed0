import { splitCaip } from './patterns.js'
import type { CaipNetworkId } from './types.js'

/**
 * Whether `value` is a CAIP-2 network id with a namespace Latch knows.
 *
 * @example
 * isCaipNetworkId('eip155:1') // true
 * isCaipNetworkId('eip155') // false
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  return typeof value === 'string' && splitCaip(value, 2) !== undefined
}
