import { getSiwxSession, watchSiwxSession } from '@latch/core'
import { configValueHook } from '../internal/useConfigValue.js'

/**
 * Sign-in state of the active account: `status` and, once signed in,
 * `session`; undefined when nothing can sign in.
 * https://latch.dev/docs/react/hooks/useSiwxSession
 */
export const useSiwxSession = configValueHook(getSiwxSession, watchSiwxSession)

export type UseSiwxSessionReturnType = ReturnType<typeof useSiwxSession>
