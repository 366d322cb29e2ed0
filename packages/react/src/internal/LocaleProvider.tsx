import { getLocale, watchLocale } from '@latch/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import type { Catalogue } from '../messages/catalogue.js'
import type { Locale } from '../messages/locales.js'
import { matchLocale } from '../messages/matchLocale.js'
import { textDirection } from '../messages/textDirection.js'
import { LocaleContext } from './LocaleContext.js'
import { useConfigValue } from './useConfigValue.js'

type Loaded = { locale: Locale; catalogue: Catalogue }

/**
 * Follows the config's locale: loads its catalogue (its own chunk) and
 * gives it, with the direction, to everything below. English shows while
 * a catalogue loads, already in the new direction, so only text changes
 * when it arrives; a failed load stays English.
 */
export function LocaleProvider({ children }: { children?: ReactNode }) {
  const locale = useConfigValue(getLocale, watchLocale)
  const wanted = matchLocale(locale) ?? 'en'
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined)
  const have = loaded?.locale
  useEffect(() => {
    if (wanted === 'en' || have === wanted) return
    let current = true
    // The loader (the map of catalogue chunks) is a chunk of its own too:
    // an English page never fetches it.
    import('../messages/loadCatalogue.js')
      .then(({ loadCatalogue }) => loadCatalogue(wanted))
      .then(
        (catalogue) => {
          if (current) setLoaded({ locale: wanted, catalogue })
        },
        () => {},
      )
    return () => {
      current = false
    }
  }, [wanted, have])
  const catalogue = have === wanted ? loaded?.catalogue : undefined
  const lang = catalogue || wanted === 'en' ? locale : 'en'
  const value = useMemo(
    () => ({
      locale,
      lang: matchLocale(lang) ? lang : 'en',
      dir: textDirection(wanted),
      catalogue,
    }),
    [locale, lang, wanted, catalogue],
  )
  return (
    <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
  )
}
