import { type FrameLocale, frameLocales } from './frameLocales.js'

// Traditional Chinese is not Simplified Chinese: English, as in the modal
// (@latch/react's matchLocale).
const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/i

/**
 * The frame language for a BCP 47 tag the host sent: the same tag, else
 * the first of the same language (`pt` → `pt-BR`), else English — the
 * modal's rules, so frame and modal always show one language.
 *
 * @example
 * matchFrameLocale('de-AT') // 'de'
 */
export function matchFrameLocale(tag: string): FrameLocale {
  const lower = tag.toLowerCase()
  const exact = frameLocales.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  if (traditionalChinese.test(tag)) return 'en'
  const language = lower.split('-')[0]
  return (
    frameLocales.find((locale) => locale.split('-')[0] === language) ?? 'en'
  )
}
