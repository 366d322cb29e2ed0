import type { Config } from '../types/config.js'
import type { NetworkStatus } from '../types/state.js'

/**
 * Whether the browser is online (SPEC §4), as `startStatus` tracks it;
 * `online` until it runs (and on the server).
 * https://latch.dev/docs/core/api#getnetworkstatus
 */
export function getNetworkStatus(config: Config): NetworkStatus {
  return config.state.networkStatus ?? 'online'
}
