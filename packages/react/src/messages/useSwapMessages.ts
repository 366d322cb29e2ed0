import { useContext, useEffect, useState } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { loadSwapCatalogue, type SwapLocale } from './loadSwapCatalogue.js'
import { swapMessages } from './swapMessages.js'

export type SwapMessages = {
  readonly [K in keyof typeof swapMessages]: string
}

/**
 * The strings of the Swap and Review swap views, in the UI's language:
 * another language's come in a chunk of their own, loaded with Swap (the
 * main catalogues stay within their budget); English while it loads.
 */
export function useSwapMessages(): SwapMessages {
  const { lang: locale } = useContext(LocaleContext)
  const [loaded, setLoaded] = useState<
    { locale: string; messages: SwapMessages } | undefined
  >(undefined)
  useEffect(() => {
    if (locale === 'en') return
    let current = true
    loadSwapCatalogue(locale as SwapLocale).then(
      (messages) => current && setLoaded({ locale, messages }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [locale])
  return loaded?.locale === locale ? loaded.messages : swapMessages
}
