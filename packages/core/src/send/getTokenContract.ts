import { getEvmAddress } from '@latch/common'
import type { TokenBalance } from '../api/types.js'

/**
 * The ERC-20 contract of a balance entry (its CAIP-10 or plain address),
 * or undefined for the native currency.
 */
export function getTokenContract(
  token: TokenBalance,
): `0x${string}` | undefined {
  if (!token.address) return undefined
  return getEvmAddress(token.address.split(':').pop() ?? '')
}
