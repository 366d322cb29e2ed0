import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { type PageMessages, pageMessages } from './pageMessages.js'

/**
 * The catalogue's strings for code outside the modal (buttons, page hooks),
 * without loading the modal's English strings: in the UI's language, or
 * English while its catalogue loads.
 */
export function usePageMessages(): PageMessages {
  return useContext(LocaleContext).catalogue ?? pageMessages
}
