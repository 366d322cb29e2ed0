import { logStateChanges } from '../logger/logStateChanges.js'
import type { Config } from '../types/config.js'
import { trackNetworkStatus } from './trackNetworkStatus.js'

/**
 * Starts the status effects a modal needs: the network status in state
 * (`getNetworkStatus`, from the window's `online` / `offline` events) and
 * the log of the toolkit's steps (`getLogs`). The React modal starts it
 * when it first opens (as a chunk of its own), so neither is fetched
 * before the first click; a page
 * without the modal may call it itself. Does nothing outside a browser.
 * Returns the stop.
 * https://latch.dev/docs/core/api#startstatus
 *
 * @example
 * const stop = startStatus(config)
 */
export function startStatus(config: Config): () => void {
  if (typeof window === 'undefined') return () => {}
  const stopLog = logStateChanges(config)
  const stopNetwork = trackNetworkStatus(config, window)
  return () => {
    stopNetwork()
    stopLog()
  }
}
