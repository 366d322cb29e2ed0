import type { RelayBus } from '../core/types.js'

/**
 * The bus of a relay running as a single process: there is no other node
 * to fan out to (the core delivers to its own subscribers), so publishing
 * does nothing and nothing ever arrives.
 */
export function createMemoryBus(): RelayBus {
  return {
    publish() {},
    onMessage() {},
    // One process: nothing can be missed, so there is never a reconnect.
    onReconnect() {},
    async close() {},
  }
}
