/**
 * Formats a number for display as `locale` writes numbers (`Intl`, en-US
 * by default) with exactly two decimals (rounded); anything that is not a
 * finite number gives zero.
 *
 * @example
 * formatNumber(1234.5) // '1,234.50'
 * formatNumber(1234.5, 'fr') // '1 234,50'
 */
export function formatNumber(value: number | string, locale = 'en-US'): string {
  const number =
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  const finite = typeof number === 'number' && Number.isFinite(number)
  return (finite ? number : 0).toLocaleString(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
}
