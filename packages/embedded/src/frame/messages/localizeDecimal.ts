const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/

/**
 * A decimal string (`formatBaseUnits`' output, maybe signed) in the
 * digits and decimal separator of `locale`, through `Intl.NumberFormat`
 * with the string itself (no float: every digit kept). The result is
 * read back; unless it has exactly the same digits, the input is returned
 * as it is — what the screen shows is always what is signed.
 *
 * @example
 * localizeDecimal('-1234.500000000000000001', 'de') // '-1234,500000000000000001'
 */
export function localizeDecimal(value: string, locale: string): string {
  const match = DECIMAL.exec(value)
  if (!match) return value
  const [, sign = '', whole = '', fraction = ''] = match
  if (fraction.length > 100) return value
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale, {
      useGrouping: false,
      minimumFractionDigits: fraction.length,
      maximumFractionDigits: fraction.length,
    })
  } catch {
    return value
  }
  // The locale's ten digits (same numbering system), to read it back.
  const single = new Intl.NumberFormat(locale, {
    useGrouping: false,
    numberingSystem: format.resolvedOptions().numberingSystem,
  })
  const digits = new Map(
    Array.from({ length: 10 }, (_, d) => [single.format(d), String(d)]),
  )
  const exact = fraction ? `${whole}.${fraction}` : whole
  const parts = format.formatToParts(exact as unknown as number)
  const read = (type: string) =>
    parts
      .filter((part) => part.type === type)
      .map((part) => [...part.value].map((c) => digits.get(c) ?? c).join(''))
      .join('')
  if (read('integer') !== whole || read('fraction') !== fraction) return value
  return `${sign}${parts
    .filter((part) => part.type !== 'minusSign' && part.type !== 'plusSign')
    .map((part) => part.value)
    .join('')}`
}
