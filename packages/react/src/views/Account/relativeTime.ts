const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/**
 * How long ago `iso` was, as `locale` says it ('2 minutes ago', 'vor 2
 * Minuten'; 'now' under a minute), from `now` (ms).
 */
export function relativeTime(iso: string, locale: string, now: number) {
  const seconds = (Date.parse(iso) - now) / 1000
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size)
      return format.format(Math.round(seconds / size), unit)
  return format.format(0, 'second')
}
