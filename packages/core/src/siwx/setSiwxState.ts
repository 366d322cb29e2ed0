import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { SiwxState } from './types.js'

/** Replaces the sign-in state (undefined: nothing can sign in now). */
export function setSiwxState(config: Config, siwx: SiwxState | undefined) {
  dispatch(config, { type: 'siwx/changed', siwx })
}
