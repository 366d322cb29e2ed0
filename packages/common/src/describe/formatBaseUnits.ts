import { formatUnits } from '../format/formatUnits.js'

/**
 * A decimal string of base units with `decimals` (exact, `formatUnits`),
 * or the value as given when it is not an integer (absent ones too): the
 * describers' JSON amounts on a screen.
 *
 * @example
 * formatBaseUnits('1500000000', 9) // '1.5'
 */
export function formatBaseUnits(
  amount: string | null | undefined,
  decimals = 0,
): string {
  try {
    if (amount === null || amount === undefined || amount === '')
      throw new TypeError('no amount')
    return formatUnits(BigInt(amount), decimals)
  } catch {
    return String(amount)
  }
}
