import type { Config } from '../types/config.js'
import type { Route } from '../types/route.js'
import { dispatchRoute } from './dispatchRoute.js'

/**
 * Resets the modal's view stack to `route` alone.
 * https://latch.dev/docs/core/router
 */
export function resetView(config: Config, route: Route) {
  dispatchRoute(config, { type: 'reset', route })
}
