import type { Config } from '@latch/core'
import { type EvmConnection, getEvmConnection } from './getEvmConnection.js'

/**
 * Latch's eip155 connection once Latch has finished restoring it (its
 * `reconnect`, which createConfig starts in browsers): connected, or not.
 */
export function waitForRestored(config: Config): Promise<EvmConnection> {
  const now = getEvmConnection(config)
  if (now.status !== 'reconnecting') return Promise.resolve(now)
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (state) => state.namespaces.eip155?.status,
      (status) => {
        if (status === 'reconnecting') return
        stop()
        resolve(getEvmConnection(config))
      },
    )
  })
}
