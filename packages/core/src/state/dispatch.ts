import type { Config } from '../types/config.js'
import { reduceState, type StateEvent } from './reduceState.js'

/**
 * The one way a flow's state changes: a named event through the config's
 * reducer. Listeners run synchronously after it, as for any store change.
 *
 * @example
 * dispatch(config, { type: 'pairing/ended' })
 */
export function dispatch(config: Config, event: StateEvent): void {
  const networkIds = config.networks.map((n) => n.caipNetworkId)
  config.store.setState((s) => reduceState(s, event, { networkIds }))
}
