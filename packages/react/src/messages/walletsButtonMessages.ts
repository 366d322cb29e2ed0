import type { Locale } from './locales.js'

/**
 * `features.collapseWallets`: Connect's button that opens its wallet list,
 * in every language. It ships with that button's chunk, not in the
 * catalogues (at their budget, SPEC §9).
 */
export const walletsButtonMessages: { readonly [L in Locale]: string } = {
  en: 'Continue with a wallet',
  ar: 'المتابعة باستخدام محفظة',
  de: 'Weiter mit einer Wallet',
  es: 'Continuar con una billetera',
  fr: 'Continuer avec un wallet',
  he: 'המשך עם ארנק',
  hi: 'वॉलेट के साथ जारी रखें',
  ja: 'ウォレットで続行',
  'pt-BR': 'Continuar com uma carteira',
  'zh-CN': '使用钱包继续',
}
