import type { Catalogue } from './catalogue.js'
import type { Locale } from './locales.js'

/**
 * Loads the catalogue of a language other than English: each is its own
 * chunk, fetched only when that language is in use.
 */
export function loadCatalogue(
  locale: Exclude<Locale, 'en'>,
): Promise<Catalogue> {
  switch (locale) {
    case 'ar':
      return import('./locales/ar.js').then((m) => m.ar)
    case 'de':
      return import('./locales/de.js').then((m) => m.de)
    case 'es':
      return import('./locales/es.js').then((m) => m.es)
    case 'fr':
      return import('./locales/fr.js').then((m) => m.fr)
    case 'he':
      return import('./locales/he.js').then((m) => m.he)
    case 'hi':
      return import('./locales/hi.js').then((m) => m.hi)
    case 'ja':
      return import('./locales/ja.js').then((m) => m.ja)
    case 'pt-BR':
      return import('./locales/pt-BR.js').then((m) => m.ptBR)
    case 'zh-CN':
      return import('./locales/zh-CN.js').then((m) => m.zhCN)
  }
}
