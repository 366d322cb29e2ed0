import type { Catalogue } from './catalogue.js'
import type { Locale } from './locales.js'

type Module = Promise<{ default: Catalogue }>

// One chunk per language, fetched only when that language is in use.
const catalogues: Record<Exclude<Locale, 'en'>, () => Module> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  ja: () => import('./locales/ja.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
}

/** Loads the catalogue of a language other than English (its own chunk). */
export function loadCatalogue(
  locale: Exclude<Locale, 'en'>,
): Promise<Catalogue> {
  return catalogues[locale]().then((module) => module.default)
}
