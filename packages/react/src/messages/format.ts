// `{n, plural, one {# second} other {# seconds}}`: the cases of a plural.
const placeholder = /\{(\w+)(?:,\s*plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*)?\}/g
const pluralCase = /(=?\w+)\s*\{([^{}]*)\}/g

/**
 * Fills `{name}` placeholders of a message; unknown placeholders stay as
 * they are, so a missing value is visible rather than silently empty.
 * `{n, plural, one {# second} other {# seconds}}` picks the case of `n`
 * (`=2` for exactly two, else its `Intl.PluralRules` category in `lang`,
 * the catalogue's language; `#` is the number).
 *
 * @example
 * format('Continue in {name}', { name: 'Rabby' }) // 'Continue in Rabby'
 * format('{n, plural, one {# Sekunde} other {# Sekunden}}', { n: 1 }, 'de')
 * // '1 Sekunde'
 */
export function format(
  template: string,
  values: Readonly<Record<string, string | number>>,
  lang = 'en',
): string {
  return template.replace(placeholder, (match, key: string, cases?: string) => {
    if (!Object.hasOwn(values, key)) return match
    const value = values[key]
    if (!cases) return String(value)
    const texts = new Map(
      [...cases.matchAll(pluralCase)].map((m) => [m[1], m[2] ?? '']),
    )
    const text =
      texts.get(`=${value}`) ??
      texts.get(new Intl.PluralRules(lang).select(Number(value))) ??
      texts.get('other') ??
      ''
    return text.replaceAll('#', String(value))
  })
}
