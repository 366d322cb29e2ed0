import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/**
 * Clears the Send flow (after a send succeeds, SPEC §4, or when the user
 * leaves it). A send under way keeps its `loading` flag.
 */
export function resetSendState(config: Config) {
  if (config.state.send?.loading) return
  dispatch(config, { type: 'send/reset' })
}
