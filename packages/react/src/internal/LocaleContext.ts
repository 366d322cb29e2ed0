import { createContext } from 'react'
import type { Catalogue } from '../messages/catalogue.js'

export type LocaleContextValue = {
  /** The config's locale, a canonical BCP 47 tag. */
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  /** Its catalogue once loaded; English is shown until then. */
  readonly catalogue: Catalogue | undefined
}

/** The UI's language under the nearest LatchProvider. */
export const LocaleContext = createContext<LocaleContextValue>({
  locale: 'en',
  dir: 'ltr',
  catalogue: undefined,
})
