/**
 * Fills `{name}` placeholders of a frame message; an unknown one stays as
 * it is, so a missing value shows rather than vanishes.
 *
 * @example
 * fill('Call {index}', { index: 2 }) // 'Call 2'
 */
export function fill(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  )
}
