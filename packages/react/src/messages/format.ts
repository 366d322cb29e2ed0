/**
 * Fills `{name}` placeholders of a message; unknown placeholders stay as
 * they are, so a missing value is visible rather than silently empty.
 *
 * @example
 * format('Continue in {name}', { name: 'Rabby' }) // 'Continue in Rabby'
 */
export function format(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  )
}
