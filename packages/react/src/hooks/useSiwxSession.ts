import { getSiwxSession, watchSiwxSession } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * Sign-in state of the active account: `status` and, once signed in,
 * `session`; undefined when nothing can sign in.
 * https://latch.dev/docs/react/hooks/useSiwxSession
 */
export function useSiwxSession() {
  return useConfigValue(getSiwxSession, watchSiwxSession)
}

export type UseSiwxSessionReturnType = ReturnType<typeof useSiwxSession>
