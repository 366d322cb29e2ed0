// Languages written right to left (ISO 639 codes).
const rightToLeft = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb'])

/**
 * The writing direction of a BCP 47 tag, for the `dir` attribute.
 *
 * @example
 * textDirection('he-IL') // 'rtl'
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  const language = locale.split('-')[0]?.toLowerCase() ?? ''
  return rightToLeft.has(language) ? 'rtl' : 'ltr'
}
