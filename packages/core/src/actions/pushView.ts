import type { Config } from '../types/config.js'
import type { Route } from '../types/route.js'
import { dispatchRoute } from './dispatchRoute.js'

/**
 * Pushes `route` onto the modal's view stack.
 * https://latch.dev/docs/core/router
 */
export function pushView(config: Config, route: Route) {
  dispatchRoute(config, { type: 'push', route })
}
