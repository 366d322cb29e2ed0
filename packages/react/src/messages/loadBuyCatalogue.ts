import type { Locale } from './locales.js'
import type { BuyMessages } from './useBuyMessages.js'

export type BuyLocale = Exclude<Locale, 'en'>

type Module = Promise<{ default: BuyMessages }>

// One chunk per language, fetched only by the Buy view in that language.
const catalogues: Record<BuyLocale, () => Module> = {
  ar: () => import('./buyLocales/buy-ar.js'),
  de: () => import('./buyLocales/buy-de.js'),
  es: () => import('./buyLocales/buy-es.js'),
  fr: () => import('./buyLocales/buy-fr.js'),
  he: () => import('./buyLocales/buy-he.js'),
  hi: () => import('./buyLocales/buy-hi.js'),
  ja: () => import('./buyLocales/buy-ja.js'),
  'pt-BR': () => import('./buyLocales/buy-pt-BR.js'),
  'zh-CN': () => import('./buyLocales/buy-zh-CN.js'),
}

/** Loads the Buy strings of a language other than English. */
export function loadBuyCatalogue(locale: BuyLocale): Promise<BuyMessages> {
  const load = catalogues[locale]
  return load ? load().then((module) => module.default) : Promise.reject()
}
