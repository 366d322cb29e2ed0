import { InvalidUnitsError, parseUnits } from '@latch/common'
import { InvalidSendAmountError } from './errors.js'

/**
 * The amount a user typed, in the token's smallest units, exactly (bigint,
 * never a float). Accepts digits with one optional `.`, surrounding spaces
 * ignored; rejects signs, exponents, grouping, more fractional digits than
 * the token has, and zero.
 *
 * @example
 * parseSendAmount('1.5', 6) // 1_500_000n
 */
export function parseSendAmount(amount: string, decimals: number): bigint {
  const text = amount.trim()
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(text))
    throw new InvalidSendAmountError({ amount, decimals, reason: 'format' })
  let units: bigint
  try {
    units = parseUnits(text, decimals)
  } catch (cause) {
    if (!(cause instanceof InvalidUnitsError)) throw cause
    throw new InvalidSendAmountError({ amount, decimals, reason: 'precision' })
  }
  if (units === 0n)
    throw new InvalidSendAmountError({ amount, decimals, reason: 'zero' })
  return units
}
