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
    async close() {
      handlers.length = 0
    },
  }
}
