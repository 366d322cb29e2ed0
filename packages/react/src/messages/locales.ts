/**
 * The languages Latch has a message catalogue for. English ships with the
 * code; each other one is its own chunk (`loadCatalogue`), fetched only
 * when that language is in use.
 */
export const locales = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'ja',
  'pt-BR',
  'zh-CN',
] as const

export type Locale = (typeof locales)[number]
