import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/** Hides the toast, if one shows. */
export function hideToast(config: Config) {
  dispatch(config, { type: 'toast/hidden' })
}
