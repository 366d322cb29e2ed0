import type { RelayBus, RelayMessage } from '../core/types.js'

/** A bus for a single relay process: publish calls the handlers directly. */
export function createMemoryBus(): RelayBus {
  const handlers: ((message: RelayMessage) => void)[] = []
  return {
    publish(message) {
      for (const handler of handlers) handler(message)
    },
    onMessage(handler) {
      handlers.push(handler)
    },
    // One process: nothing can be missed, so there is never a reconnect.
    onReconnect() {},
    async close() {
      handlers.length = 0
    },
  }
}
