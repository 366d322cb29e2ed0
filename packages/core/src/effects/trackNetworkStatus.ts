import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'

/** The part of `window` the network status needs. */
export type NetworkStatusWindow = {
  readonly navigator: { readonly onLine?: boolean | undefined }
  addEventListener(type: 'online' | 'offline', listener: () => void): void
  removeEventListener(type: 'online' | 'offline', listener: () => void): void
}

/**
 * Tracks the browser's network status in the config's state (SPEC §4),
 * from `navigator.onLine` and then only through the `online` / `offline`
 * window events (named transitions). Back online, what failed while
 * offline (balances, the wallet directory, any data entry shown) loads
 * again at once, without its 30 s retry block. Returns the stop.
 */
export function trackNetworkStatus(
  config: Config,
  win: NetworkStatusWindow,
): () => void {
  const online = () => {
    dispatch(config, { type: 'networkStatus/online', networkStatus: 'online' })
    const { data } = config._internal
    data.invalidate((key) => data.get(key)?.status === 'error', {
      unblock: true,
    })
  }
  const offline = () =>
    dispatch(config, {
      type: 'networkStatus/offline',
      networkStatus: 'offline',
    })
  if (win.navigator.onLine === false) offline()
  else
    dispatch(config, { type: 'networkStatus/online', networkStatus: 'online' })
  win.addEventListener('online', online)
  win.addEventListener('offline', offline)
  return () => {
    win.removeEventListener('online', online)
    win.removeEventListener('offline', offline)
  }
}
