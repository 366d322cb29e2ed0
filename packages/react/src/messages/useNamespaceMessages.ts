import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { namespaceMessages } from './namespaceMessages.js'

export type NamespaceMessages = {
  readonly [K in keyof typeof namespaceMessages]: string
}

/**
 * The strings of the Solana and Bitcoin parts (their own chunks), in the
 * UI's language; English while its catalogue loads.
 */
export function useNamespaceMessages(): NamespaceMessages {
  return useContext(LocaleContext).catalogue ?? namespaceMessages
}
