import { type Locale, locales } from './locales.js'

// Traditional Chinese is not Simplified Chinese: no catalogue for it.
const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/i

/**
 * The catalogue for a BCP 47 tag: the same tag (`'pt-BR'`), else the
 * same language (`'de-AT'` → `'de'`, `'pt'` → `'pt-BR'`, `'zh'` →
 * `'zh-CN'`); `undefined` when there is none.
 *
 * @example
 * matchLocale('ar-EG') // 'ar'
 */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  const exact = locales.find((l) => l.toLowerCase() === lower)
  if (exact) return exact
  if (traditionalChinese.test(tag)) return undefined
  const language = lower.split('-')[0]
  return locales.find((l) => l.split('-')[0] === language)
}
