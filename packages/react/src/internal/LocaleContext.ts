import { createContext } from 'react'
import type { Catalogue } from '../messages/catalogue.js'

export type LocaleContextValue = {
  /** The config's locale, a canonical BCP 47 tag. */
  readonly locale: string
  /**
   * The language of the text shown: the locale once its catalogue is in,
   * English before (or when Latch has none for it).
   */
  readonly lang: string
  /** The direction of the locale's catalogue, set before it arrives. */
  readonly dir: 'ltr' | 'rtl'
  /** Its catalogue once loaded; English is shown until then. */
  readonly catalogue: Catalogue | undefined
}

/** The UI's language under the nearest LatchProvider. */
export const LocaleContext = createContext<LocaleContextValue>({
  locale: 'en',
  lang: 'en',
  dir: 'ltr',
  catalogue: undefined,
})
