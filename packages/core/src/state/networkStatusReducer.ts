import type { NetworkStatus } from '../types/state.js'

/**
 * The browser went online or offline (its `online` / `offline` window
 * events, see `startStatus`); `reduceState` keeps `networkStatus`.
 */
export type NetworkStatusEvent = {
  type: 'networkStatus/online' | 'networkStatus/offline'
  networkStatus: NetworkStatus
}
