import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { sendMessages } from './sendMessages.js'

export type SendMessages = {
  readonly [K in keyof typeof sendMessages]: string
}

/**
 * The strings of the Send, Review and Activity views (their own chunks),
 * in the UI's language; English while its catalogue loads.
 */
export function useSendMessages(): SendMessages {
  return useContext(LocaleContext).catalogue ?? sendMessages
}
