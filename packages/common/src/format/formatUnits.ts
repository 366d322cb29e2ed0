import { InvalidUnitsError } from '../errors/units.js'

export type FormatUnitsErrorType = InvalidUnitsError

/**
 * Divides an integer amount by 10^decimals and prints it exactly, without
 * trailing fractional zeros.
 *
 * @example
 * formatUnits(1_500_000_000_000_000_000n, 18) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isSafeInteger(decimals) || decimals < 0)
    throw new InvalidUnitsError({
      value: value.toString(),
      decimals,
      reason: 'decimals',
    })
  const negative = value < 0n
  const digits = (negative ? -value : value)
    .toString()
    .padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
