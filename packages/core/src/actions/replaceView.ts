import type { Config } from '../types/config.js'
import type { Route } from '../types/route.js'
import { dispatchRoute } from './dispatchRoute.js'

/**
 * Replaces the top of the modal's view stack with `route`.
 * https://latch.dev/docs/core/router
 */
export function replaceView(config: Config, route: Route) {
  dispatchRoute(config, { type: 'replace', route })
}
