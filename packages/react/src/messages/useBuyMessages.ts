import { useContext, useEffect, useState } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { buyMessages } from './buyMessages.js'
import { type BuyLocale, loadBuyCatalogue } from './loadBuyCatalogue.js'

export type BuyMessages = {
  readonly [K in keyof typeof buyMessages]: string
}

/**
 * The strings of the Buy view, in the UI's language: another language's
 * come in a chunk of their own, loaded with Buy (the main catalogues stay
 * within their budget); English while it loads.
 */
export function useBuyMessages(): BuyMessages {
  const { lang: locale } = useContext(LocaleContext)
  const [loaded, setLoaded] = useState<
    { locale: string; messages: BuyMessages } | undefined
  >(undefined)
  useEffect(() => {
    if (locale === 'en') return
    let current = true
    loadBuyCatalogue(locale as BuyLocale).then(
      (messages) => current && setLoaded({ locale, messages }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [locale])
  return loaded?.locale === locale ? loaded.messages : buyMessages
}
