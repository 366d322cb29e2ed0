import type { Config } from '../types/config.js'
import { dispatchRoute } from './dispatchRoute.js'

/** Goes back to the view at `index` of the history; other indexes are ignored. */
export function goBackToIndex(config: Config, index: number) {
  dispatchRoute(config, { type: 'goBackToIndex', index })
}
