import { type FrameLocale, frameLocales } from './frameLocales.js'

/**
 * The frame language for a BCP 47 tag the host sent: the same tag, else
 * the first of the same language (`pt` → `pt-BR`), else English.
 *
 * @example
 * matchFrameLocale('de-AT') // 'de'
 */
export function matchFrameLocale(tag: string): FrameLocale {
  const lower = tag.toLowerCase()
  const exact = frameLocales.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const language = lower.split('-')[0]
  return (
    frameLocales.find((locale) => locale.split('-')[0] === language) ?? 'en'
  )
}
