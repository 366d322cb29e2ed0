import { type PageMessages, pageMessages } from './pageMessages.js'

/**
 * The catalogue's strings for code outside the modal (buttons, page hooks),
 * without loading the modal's strings. Like `useMessages`, the place where
 * a locale option will pick another catalogue.
 */
export function usePageMessages(): PageMessages {
  return pageMessages
}
