import type { SiwxState } from '../siwx/types.js'
import type { Config } from '../types/config.js'

export type GetSiwxSessionReturnType = SiwxState | undefined

/**
 * The sign-in state of the active account: `status` ('checking',
 * 'signedOut', 'signingIn', 'signedIn') and, once signed in, its
 * `session`. Undefined when nothing can sign in (no `siwx`, no wallet, or
 * an unsupported network).
 *
 * @example
 * const signedIn = getSiwxSession(config)?.status === 'signedIn'
 */
export function getSiwxSession(config: Config): GetSiwxSessionReturnType {
  return config.state.siwx
}
