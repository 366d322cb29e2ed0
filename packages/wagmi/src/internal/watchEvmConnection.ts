import type { Config } from '@latch/core'
import { type EvmConnection, getEvmConnection } from './getEvmConnection.js'

/**
 * Calls `onChange` whenever Latch's eip155 connection changes status,
 * accounts or chain, however it changed: wagmi, Latch's own buttons and
 * views, or the wallet. Returns the unsubscribe function.
 */
export function watchEvmConnection(
  config: Config,
  onChange: (next: EvmConnection, previous: EvmConnection) => void,
): () => void {
  let current = getEvmConnection(config)
  return config.subscribe(
    (state) => state.namespaces.eip155,
    () => {
      const next = getEvmConnection(config)
      const previous = current
      if (
        next.status === previous.status &&
        next.chainId === previous.chainId &&
        next.accounts.join() === previous.accounts.join()
      )
        return
      current = next
      onChange(next, previous)
    },
  )
}
