import type { NetworkStatus } from '../types/state.js'

/**
 * The browser went online or offline (its `online` / `offline` window
 * events, see `startStatus`).
 */
export type NetworkStatusEvent =
  | { type: 'networkStatus/online' }
  | { type: 'networkStatus/offline' }

/** SPEC §4 "network online/offline tracked": the status after `event`. */
export function networkStatusReducer(
  _status: NetworkStatus | undefined,
  event: NetworkStatusEvent,
): NetworkStatus {
  return event.type === 'networkStatus/offline' ? 'offline' : 'online'
}
