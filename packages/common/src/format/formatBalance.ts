/**
 * Formats a balance for display: floored (never rounded up) to exactly
 * three decimals, en-US grouping; `'0.000'` for undefined, empty or
 * invalid input. Works on the decimal digits, so `'1.9999'` gives
 * `'1.999'` and long strings keep their precision.
 *
 * @example
 * formatBalance('1234.5678') // '1,234.567'
 * formatBalance(undefined) // '0.000'
 */
export function formatBalance(value: string | number | undefined): string {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim()
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i.exec(text)
  if (!match || (!match[2] && !match[3])) return '0.000'
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
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const three = thousandths.toString().padStart(3, '0')
  return `${negative ? '-' : ''}${grouped}.${three}`
}
