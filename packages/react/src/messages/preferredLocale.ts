import { matchLocale } from './matchLocale.js'

// A malformed tag from the browser is skipped, never thrown at createLatch.
const isWellFormed = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

/**
 * The first of the browser's languages (`navigator.languages`, in the
 * user's order) that Latch has a catalogue for, as the browser wrote it
 * (so numbers and dates keep its region); `'en'` when none has one. A
 * server render passes the request's languages (its `Accept-Language`,
 * most wanted first) and gives the result to `createLatch({ locale })`.
 * https://latch.dev/docs/react/preferredLocale
 */
export function preferredLocale(
  languages: readonly string[] | undefined = globalThis.navigator?.languages,
): string {
  for (const language of languages ?? [])
    if (matchLocale(language) && isWellFormed(language)) return language
  return 'en'
}
