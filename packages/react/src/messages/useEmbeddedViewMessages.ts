import { useContext, useMemo } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { embeddedViewMessages } from './embeddedViewMessages.js'
import {
  type EmbeddedMessages,
  useEmbeddedMessages,
} from './useEmbeddedMessages.js'

/** The catalogue of the embedded wallet's later views. */
export type EmbeddedViewMessages = EmbeddedMessages & {
  readonly [K in keyof typeof embeddedViewMessages]: string
}

/**
 * The strings of the embedded wallet's views opened after Connect (their
 * own chunks): the modal's, the login's and their own, in the UI's
 * language (English while its catalogue loads).
 */
export function useEmbeddedViewMessages(): EmbeddedViewMessages {
  const messages = useEmbeddedMessages()
  const { catalogue } = useContext(LocaleContext)
  return useMemo(
    () => catalogue ?? { ...messages, ...embeddedViewMessages },
    [catalogue, messages],
  )
}
