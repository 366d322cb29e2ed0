/**
 * The browser went online or offline (its `online` / `offline` window
 * events, see `startStatus`); `reduceState` sets `networkStatus` to the
 * part after the slash.
 */
export type NetworkStatusEvent =
  | { type: 'networkStatus/online' }
  | { type: 'networkStatus/offline' }
