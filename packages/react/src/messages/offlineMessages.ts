import type { Locale } from './locales.js'

/**
 * The offline banner's one string in every language. It ships with the
 * banner (the modal's status chunk, loaded with the first open), not in the
 * catalogues: it must show while the browser is offline, when no
 * catalogue chunk can load, and the catalogues are at their budget (SPEC
 * §9: Hindi's was at 4,099 of 4,100 B).
 */
export const offlineMessages: { readonly [L in Locale]: string } = {
  en: 'You are offline',
  ar: 'أنت غير متصل',
  de: 'Du bist offline',
  es: 'Estás sin conexión',
  fr: 'Vous êtes hors ligne',
  he: 'אין חיבור לרשת',
  hi: 'आप ऑफ़लाइन हैं',
  ja: 'オフラインです',
  'pt-BR': 'Você está offline',
  'zh-CN': '你已离线',
}
