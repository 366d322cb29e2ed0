/** The languages of the frame's approval screen (the modal's). */
export const frameLocales = [
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

export type FrameLocale = (typeof frameLocales)[number]
