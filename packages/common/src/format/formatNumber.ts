/**
 * Formats a number for display in en-US with exactly two decimals
 * (rounded); anything that is not a finite number gives `'0.00'`.
 *
 * @example
 * formatNumber(1234.5) // '1,234.50'
 */
export function formatNumber(value: number | string): string {
  const number =
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof number !== 'number' || !Number.isFinite(number)) return '0.00'
  return number.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
}
