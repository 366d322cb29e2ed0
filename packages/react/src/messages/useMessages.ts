import { en, type Messages } from './en.js'

export type { Messages }

/**
 * The message catalogue of the UI. English only for now; a locale option
 * on LatchProvider can later pick another catalogue here.
 */
export function useMessages(): Messages {
  return en
}
