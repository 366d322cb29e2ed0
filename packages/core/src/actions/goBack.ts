import type { Config } from '../types/config.js'
import { dispatchRoute } from './dispatchRoute.js'

/**
 * Goes back one view. From the first view, or with UnsupportedChain in the
 * history, it closes the modal instead.
 */
export function goBack(config: Config) {
  dispatchRoute(config, { type: 'goBack' })
}
