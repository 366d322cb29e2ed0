import { InvalidUnitsError } from '../errors/units.js'

export type ParseUnitsErrorType = InvalidUnitsError

/**
 * Multiplies a decimal string by 10^decimals, exactly. Accepts an optional
 * leading `-`, digits and at most one `.` (`'1.5'`, `'.5'`, `'1.'`); rejects
 * everything else (spaces, `+`, exponents, grouping commas, `'-'`, `''`) and
 * any non-zero digit beyond `decimals` instead of rounding it away.
 *
 * @example
 * parseUnits('1.5', 18) // 1_500_000_000_000_000_000n
 */
export function parseUnits(value: string, decimals: number): bigint {
  if (!Number.isSafeInteger(decimals) || decimals < 0)
    throw new InvalidUnitsError({ value, decimals, reason: 'decimals' })
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value)
  const [, sign = '', integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === ''))
    throw new InvalidUnitsError({ value, decimals, reason: 'format' })
  const kept = fraction.slice(0, decimals)
  if (/[1-9]/.test(fraction.slice(decimals)))
    throw new InvalidUnitsError({ value, decimals, reason: 'precision' })
  const units = BigInt(`${integer || '0'}${kept.padEnd(decimals, '0')}`)
  return sign ? -units : units
}
