import { parseUnits } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'

/** Fixed-point scale of rates and prices: 8 decimals. */
const RATE_DECIMALS = 8

/**
 * A configured decimal (a price from the table, an exchange rate) as an
 * integer with 8 decimals, read from its decimal text (never multiplied as
 * a float).
 */
export function toScaled(value: number | string): bigint {
  const text = typeof value === 'number' ? numberText(value) : value.trim()
  if (!/^\d+(\.\d+)?$/.test(text))
    throw new Error(`Not a non-negative decimal: ${text}`)
  const [whole, fraction = ''] = text.split('.')
  return parseUnits(
    `${whole}.${fraction.slice(0, RATE_DECIMALS) || '0'}`,
    RATE_DECIMALS,
  )
}

function numberText(value: number) {
  if (!Number.isFinite(value) || value < 0) return 'x'
  // toString gives the shortest decimal that reads back as this double.
  const text = value.toString()
  if (!text.includes('e')) return text
  return value.toFixed(RATE_DECIMALS)
}

/**
 * A fiat amount typed by a user (`'100'`, `'25.5'`, `'7500.00'`) in
 * integer cents. Anything else (more than 2 decimals, signs, exponents,
 * empty) is 400 `INVALID_PARAMETER` naming `field`.
 */
export function parseFiatCents(value: unknown, field: string): bigint {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? numberText(value)
      : typeof value === 'string'
        ? value.trim()
        : ''
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(text)
  if (!match)
    throw new BlockchainApiError(
      400,
      'INVALID_PARAMETER',
      `${field} must be a fiat amount with at most 2 decimals, e.g. "100.00".`,
    )
  return (
    BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
  )
}

/** Integer cents as a decimal string with 2 decimals: 1050n → '10.50'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

/** a / b rounded up (both positive). */
export function divCeil(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}
