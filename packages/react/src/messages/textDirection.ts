import type { Locale } from './locales.js'

/**
 * The writing direction of a catalogue's language, for the `dir`
 * attribute: Arabic and Hebrew are written right to left.
 *
 * @example
 * textDirection('he') // 'rtl'
 */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' || locale === 'he' ? 'rtl' : 'ltr'
}
