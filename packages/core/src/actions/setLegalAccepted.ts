import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/**
 * The visitor ticked (or unticked) Connect's "I agree to our Terms of
 * Service and Privacy Policy" box (`features.legalCheckbox`): Connect's
 * methods are enabled while it is ticked. Kept for the page's life, never
 * stored.
 * https://latch.dev/docs/core/api#setlegalaccepted
 */
export function setLegalAccepted(config: Config, accepted: boolean): void {
  dispatch(config, {
    type: 'legalAccepted/changed',
    legalAccepted: accepted === true,
  })
}
