import { canonicalLocale } from './canonicalLocale.js'

/**
 * The browser's preferred language (`navigator.language`), canonical;
 * `'en'` on a server or when the browser gives nothing usable.
 */
export function getBrowserLocale(): string {
  const language = globalThis.navigator?.language
  if (!language) return 'en'
  try {
    return canonicalLocale(language)
  } catch {
    return 'en'
  }
}
