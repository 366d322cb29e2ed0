import type { Locale } from './locales.js'
import type { SwapMessages } from './useSwapMessages.js'

export type SwapLocale = Exclude<Locale, 'en'>

type Module = Promise<{ default: SwapMessages }>

// One chunk per language, fetched only by the Swap views in that language.
const catalogues: Record<SwapLocale, () => Module> = {
  ar: () => import('./swapLocales/swap-ar.js'),
  de: () => import('./swapLocales/swap-de.js'),
  es: () => import('./swapLocales/swap-es.js'),
  fr: () => import('./swapLocales/swap-fr.js'),
  he: () => import('./swapLocales/swap-he.js'),
  hi: () => import('./swapLocales/swap-hi.js'),
  ja: () => import('./swapLocales/swap-ja.js'),
  'pt-BR': () => import('./swapLocales/swap-pt-BR.js'),
  'zh-CN': () => import('./swapLocales/swap-zh-CN.js'),
}

/** Loads the Swap strings of a language other than English. */
export function loadSwapCatalogue(locale: SwapLocale): Promise<SwapMessages> {
  const load = catalogues[locale]
  return load ? load().then((module) => module.default) : Promise.reject()
}
