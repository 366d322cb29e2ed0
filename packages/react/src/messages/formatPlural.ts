import { format } from './format.js'

// `{n, plural, one {# second} other {# seconds}}`: the cases of a plural.
const plural = /\{(\w+),\s*plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g
const pluralCase = /(=?\w+)\s*\{([^{}]*)\}/g

/**
 * `format` for a message with a count: each `{n, plural, one {# second}
 * other {# seconds}}` takes the case of `n` (`=2` for exactly two, else
 * its `Intl.PluralRules` category in `lang`, the catalogue's language;
 * `#` is the number), then the other placeholders are filled. Kept apart
 * from `format` so only the views that count (the e-mail cooldowns) load it.
 *
 * @example
 * formatPlural('{n, plural, one {# Sekunde} other {# Sekunden}}', { n: 1 }, 'de')
 * // '1 Sekunde'
 */
export function formatPlural(
  template: string,
  values: Readonly<Record<string, string | number>>,
  lang: string,
): string {
  const counted = template.replace(
    plural,
    (match, key: string, cases: string) => {
      if (!Object.hasOwn(values, key)) return match
      const value = values[key]
      const texts = new Map(
        [...cases.matchAll(pluralCase)].map((m) => [m[1], m[2] ?? '']),
      )
      const text =
        texts.get(`=${value}`) ??
        texts.get(new Intl.PluralRules(lang).select(Number(value))) ??
        texts.get('other') ??
        ''
      return text.replaceAll('#', String(value))
    },
  )
  return format(counted, values)
}
