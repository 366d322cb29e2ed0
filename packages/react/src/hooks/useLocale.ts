import { setLocale } from '@latch/core'
import { useContext, useMemo } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { useConfig } from './useConfig.js'

export type UseLocaleReturnType = {
  /** The UI's language, a canonical BCP 47 tag such as `'de'` or `'ar-EG'`. */
  locale: string
  /**
   * The language of the text shown, for the `lang` attribute: `locale`
   * once its strings are loaded, English before or when Latch has none.
   */
  lang: string
  /** The locale's writing direction, as the modal and buttons set `dir`. */
  dir: 'ltr' | 'rtl'
  /** Switches the language; the UI shows English until its strings load. */
  setLocale(locale: string): void
}

/** https://latch.dev/docs/react/hooks/useLocale */
export function useLocale(): UseLocaleReturnType {
  const config = useConfig()
  const { locale, lang, dir } = useContext(LocaleContext)
  return useMemo(
    () => ({ locale, lang, dir, setLocale: (next) => setLocale(config, next) }),
    [config, locale, lang, dir],
  )
}
