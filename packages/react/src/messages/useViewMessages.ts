import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { en, type Messages } from './en.js'
import { viewMessages } from './viewMessages.js'

/** The modal's strings and those of the views opened after the click. */
export type ViewMessages = Messages & {
  readonly [K in keyof typeof viewMessages]: string
}

const english: ViewMessages = { ...en, ...viewMessages }

/**
 * The strings of a view opened after the first click (its own chunk): the
 * modal's and its own, in the UI's language; English while that
 * language's catalogue loads, or when Latch has none for it.
 */
export function useViewMessages(): ViewMessages {
  return useContext(LocaleContext).catalogue ?? english
}
