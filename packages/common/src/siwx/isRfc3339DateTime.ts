const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/

/**
 * Whether `text` is an RFC 3339 `date-time` (EIP-4361's Issued At,
 * Expiration Time, Not Before) naming a time that exists: month 01–12, a
 * day the month has (no Feb 31; Feb 29 in leap years only), hour 00–23,
 * minute and second 00–59, offset hour 00–23. A leap second (:60) is
 * refused: JavaScript dates cannot hold one. Upper-case `T` and `Z` only,
 * as EIP-4361 writes them.
 *
 * @example
 * isRfc3339DateTime('2021-09-30T16:25:24.000Z') // true
 * isRfc3339DateTime('2022-02-31T17:09:38.578Z') // false
 */
export function isRfc3339DateTime(text: string): boolean {
  const match = dateTime.exec(text)
  if (!match) return false
  const [year, month, day, hour, minute, second, offsetHour, offsetMinute] =
    match.slice(1).map((part) => (part === undefined ? 0 : Number(part)))
  if (month === undefined || month < 1 || month > 12) return false
  const y = year ?? 0
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
  const days =
    month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
  return (
    (day ?? 0) >= 1 &&
    (day ?? 0) <= days &&
    (hour ?? 0) <= 23 &&
    (minute ?? 0) <= 59 &&
    (second ?? 0) <= 59 &&
    (offsetHour ?? 0) <= 23 &&
    (offsetMinute ?? 0) <= 59
  )
}
