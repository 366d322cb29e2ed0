/**
 * Unix seconds as decoded (a deadline, an expiry) with their date and time
 * in `locale`, in UTC; anything but whole seconds a date can hold stays as
 * it is.
 *
 * @example
 * formatTimestamp('1800000000', 'en') // '1800000000 (Jan 15, 2027, 8:00 AM UTC)'
 */
export function formatTimestamp(seconds: string, locale: string): string {
  const ms = Number(seconds) * 1000
  if (!/^\d+$/.test(seconds) || !(ms <= 8.64e15)) return seconds
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(ms)
  return `${seconds} (${when} UTC)`
}
