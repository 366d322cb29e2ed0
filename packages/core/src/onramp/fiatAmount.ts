/** Why a fiat amount cannot be bought. */
export type FiatAmountProblem =
  | 'invalid'
  | 'tooManyDecimals'
  | 'zero'
  | 'belowMinimum'
  | 'aboveMaximum'

/**
 * A fiat amount as the visitor typed it ('25', '25.5', '1,000.00') in
 * cents, exactly (no floats): undefined for anything but digits with at
 * most one decimal point; `tooManyDecimals` past two decimals.
 */
export function parseFiatCents(
  text: string,
): bigint | 'invalid' | 'tooManyDecimals' {
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''))
  if (!match) return 'invalid'
  const [, whole = '0', fraction = ''] = match
  if (fraction.length > 2) return 'tooManyDecimals'
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** '10.00' (a limit of the options) → 1000n; malformed → undefined. */
export function limitCents(limit: string): bigint | undefined {
  const cents = parseFiatCents(limit)
  return typeof cents === 'bigint' ? cents : undefined
}

/** 1000n → '10.00'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

/**
 * What is wrong with buying `text` with a payment method limited to
 * `min`–`max` (the options' decimal strings), or undefined when nothing.
 */
export function checkFiatAmount(
  text: string,
  limits: { min: string; max: string } | undefined,
): FiatAmountProblem | undefined {
  const cents = parseFiatCents(text)
  if (typeof cents !== 'bigint') return cents
  if (cents === 0n) return 'zero'
  const min = limits && limitCents(limits.min)
  const max = limits && limitCents(limits.max)
  if (min !== undefined && cents < min) return 'belowMinimum'
  if (max !== undefined && cents > max) return 'aboveMaximum'
  return undefined
}
