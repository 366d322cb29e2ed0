import { type SIWXSession, signIn, signOut } from '@latch/core'
import { useMemo } from 'react'
import { useConfig } from './useConfig.js'
import {
  type UseSiwxSessionReturnType,
  useSiwxSession,
} from './useSiwxSession.js'

export type UseSiwxReturnType = {
  /** The sign-in state (see useSiwxSession). */
  state: UseSiwxSessionReturnType
  /** True once the active account has a session. */
  isSignedIn: boolean
  /** Asks the wallet to sign in; a refusal rejects (code 4001). */
  signIn(): Promise<SIWXSession>
  /** Revokes the session (and disconnects when sign-in is required). */
  signOut(): Promise<void>
}

/** https://latch.dev/docs/react/hooks/useSiwx */
export function useSiwx(): UseSiwxReturnType {
  const config = useConfig()
  const state = useSiwxSession()
  const actions = useMemo(
    () => ({
      signIn: () => signIn(config),
      signOut: () => signOut(config),
    }),
    [config],
  )
  return { state, isSignedIn: state?.status === 'signedIn', ...actions }
}
