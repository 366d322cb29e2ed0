import { frameText } from '../text.js'
import type { FrameMessages } from './en.js'
import type { FrameScreenText } from './FrameScreenText.js'
import type { FrameLocale } from './frameLocales.js'
import { matchFrameLocale } from './matchFrameLocale.js'

type Loader = () => Promise<{ default: FrameMessages }>

/** Each catalogue is its own chunk (frame-<locale>.js), fetched when used. */
const loaders: Record<Exclude<FrameLocale, 'en'>, Loader> = {
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

/**
 * The approval screen's words for the host's locale: English from the
 * frame's first load, any other language from its lazy catalogue.
 *
 * @example
 * const { locale, text } = await loadFrameText('de-DE') // locale: 'de'
 */
export async function loadFrameText(
  tag: string,
): Promise<{ locale: FrameLocale; text: FrameScreenText }> {
  const locale = matchFrameLocale(tag)
  if (locale === 'en') return { locale, text: frameText }
  // The wording code is lazy too: English screens never load it.
  const [{ default: messages }, { toFrameText }] = await Promise.all([
    loaders[locale](),
    import('./toFrameText.js'),
  ])
  return { locale, text: toFrameText(messages, locale) }
}
