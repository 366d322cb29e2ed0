import { embeddedMessages } from './embeddedMessages.js'
import { type Messages, useMessages } from './useMessages.js'

/** The catalogue of the embedded wallet's views: `en` plus their own strings. */
export type EmbeddedMessages = Messages & {
  readonly [K in keyof typeof embeddedMessages]: string
}

let merged: EmbeddedMessages | undefined

/**
 * The message catalogue of the embedded wallet's views (their own chunk):
 * the modal's plus their own strings. English only for now, like
 * `useMessages`.
 */
export function useEmbeddedMessages(): EmbeddedMessages {
  const messages = useMessages()
  merged ??= { ...messages, ...embeddedMessages }
  return merged
}
