import { parseUnits } from '@latch/common'
import {
  isNativeSwapToken,
  type SwapToken,
  type TokenBalance,
} from '@latch/core'

/** The account's balance of a swap token, in base units (0 when none). */
export function swapBalance(
  balances: readonly TokenBalance[],
  token: SwapToken,
): { units: bigint; entry: TokenBalance | undefined } {
  const native = isNativeSwapToken(token)
  const entry = balances.find((b) =>
    native
      ? !b.address
      : b.address?.toLowerCase() === token.address.toLowerCase(),
  )
  if (!entry) return { units: 0n, entry }
  try {
    // Balances may carry more decimals than shown; cut to the token's.
    const [whole = '0', fraction = ''] = entry.quantity.numeric.split('.')
    const cut = fraction.slice(0, token.decimals)
    return {
      units: parseUnits(cut ? `${whole}.${cut}` : whole, token.decimals),
      entry,
    }
  } catch {
    return { units: 0n, entry }
  }
}
