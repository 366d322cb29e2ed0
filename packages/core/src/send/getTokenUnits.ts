import { parseUnits } from '@latch/common'
import type { TokenBalance } from '../api/types.js'

/**
 * A balance entry's amount in the token's smallest units. The API prints
 * balances exactly (formatUnits), so this is exact; a malformed entry
 * counts as 0.
 */
export function getTokenUnits(token: TokenBalance): bigint {
  try {
    return parseUnits(token.quantity.numeric, Number(token.quantity.decimals))
  } catch {
    return 0n
  }
}
