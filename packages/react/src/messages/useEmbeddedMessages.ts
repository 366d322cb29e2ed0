import { useContext, useMemo } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { embeddedMessages } from './embeddedMessages.js'
import { type Messages, useMessages } from './useMessages.js'

/** The catalogue of the embedded wallet's views: `en` plus their own strings. */
export type EmbeddedMessages = Messages & {
  readonly [K in keyof typeof embeddedMessages]: string
}

/**
 * The message catalogue of the embedded wallet's views (their own chunk):
 * the modal's plus their own strings, in the UI's language (English while
 * its catalogue loads).
 */
export function useEmbeddedMessages(): EmbeddedMessages {
  const messages = useMessages()
  const { catalogue } = useContext(LocaleContext)
  return useMemo(
    () => catalogue ?? { ...messages, ...embeddedMessages },
    [catalogue, messages],
  )
}
