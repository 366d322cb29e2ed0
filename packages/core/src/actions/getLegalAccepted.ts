import type { Config } from '../types/config.js'

/**
 * Whether the visitor ticked Connect's terms box on this page
 * (`setLegalAccepted`); `false` until then.
 * https://latch.dev/docs/core/api#getlegalaccepted
 */
export function getLegalAccepted(config: Config): boolean {
  return config.state.legalAccepted === true
}
