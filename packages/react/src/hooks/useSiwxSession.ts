import {
  type GetSiwxSessionReturnType,
  getSiwxSession,
  watchSiwxSession,
} from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

export type UseSiwxSessionReturnType = GetSiwxSessionReturnType

/**
 * Sign-in state of the active account: `status` and, once signed in,
 * `session`; undefined when nothing can sign in.
 * https://latch.dev/docs/react/hooks/useSiwxSession
 */
export function useSiwxSession(): UseSiwxSessionReturnType {
  return useConfigValue(getSiwxSession, watchSiwxSession)
}
