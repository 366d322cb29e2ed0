/**
 * Formats a balance for display: floored (never rounded up) to exactly
 * three decimals, grouped as `locale` writes numbers (`Intl`, en-US by
 * default); zero for undefined, empty or invalid input. Works on the
 * decimal digits, so `'1.9999'` gives `'1.999'` and long strings keep
 * their precision (`Intl` formats the exact decimal string, never a float).
 *
 * @example
 * formatBalance('1234.5678') // '1,234.567'
 * formatBalance('1234.5678', 'de') // '1.234,567'
 * formatBalance(undefined) // '0.000'
 */
export function formatBalance(
  value: string | number | undefined,
  locale = 'en-US',
): string {
  const intl = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim()
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i.exec(text)
  if (!match || (!match[2] && !match[3])) return intl.format(0)
  const [, sign, integer = '', fraction = '', exponent = '0'] = match
  // Shift the decimal point by the exponent, working on the digit string.
  const digits = `${integer}${fraction}`
  const point = integer.length + Number(exponent)
  const padded =
    point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.padEnd(point + 3, '0')
  const at = Math.max(point, 0)
  let whole = BigInt(padded.slice(0, at) || '0')
  let thousandths = BigInt(padded.slice(at, at + 3).padEnd(3, '0'))
  const rest = padded.slice(at + 3)
  const negative =
    sign === '-' && (whole > 0n || thousandths > 0n || /[1-9]/.test(rest))
  // Flooring a negative number moves it away from zero.
  if (negative && /[1-9]/.test(rest)) {
    thousandths += 1n
    if (thousandths === 1000n) {
      thousandths = 0n
      whole += 1n
    }
  }
  const three = thousandths.toString().padStart(3, '0')
  const decimal = `${negative ? '-' : ''}${whole}.${three}` as `${number}`
  return intl.format(decimal)
}
