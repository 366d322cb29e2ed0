import { useContext } from 'react'
import { LocaleContext } from '../../internal/LocaleContext.js'
import { legalMessages } from '../../messages/legalMessages.js'
import type { Locale } from '../../messages/locales.js'

/** Connect's terms strings in the modal's language (English until then). */
export function useLegalMessages() {
  const { lang } = useContext(LocaleContext)
  return legalMessages[lang as Locale] ?? legalMessages.en
}
