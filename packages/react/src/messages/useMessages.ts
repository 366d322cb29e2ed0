import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { en, type Messages } from './en.js'

export type { Messages }

/**
 * The modal's message catalogue in the UI's language; English while that
 * language's catalogue loads, or when Latch has none for it.
 */
export function useMessages(): Messages {
  return useContext(LocaleContext).catalogue ?? en
}
