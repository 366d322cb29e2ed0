import type { Config } from '../types/config.js'

/**
 * True while the modal must stay open: sign-in is required and the
 * connected account has no session yet (SPEC §4).
 */
export function isSiwxClosePrevented(config: Config): boolean {
  const { siwx } = config.options
  const state = config.state.siwx
  if (!siwx || !state || state.status === 'signedIn') return false
  return siwx.getRequired?.() ?? true
}
