import type { Redis } from 'ioredis'
import type { RelayBus, RelayMessage } from '../core/types.js'
import { parseStoredMessage } from '../store/parseStoredMessage.js'

export type CreateRedisBusParameters = {
  /** Client used to PUBLISH (shared with the store). */
  redis: Redis
  /** Dedicated client in subscriber mode (owned by the caller). */
  subscriber: Redis
  /** Channel prefix shared by every node. @default 'latch:relay:' */
  prefix?: string | undefined
}

/**
 * Redis pub/sub bus: every publish on any node reaches the handlers of every
 * node, this one included (one delivery path for local and remote clients).
 */
export async function createRedisBus({
  redis,
  subscriber,
  prefix = 'latch:relay:',
}: CreateRedisBusParameters): Promise<RelayBus> {
  const channel = `${prefix}publish`
  const handlers: ((message: RelayMessage) => void)[] = []
  subscriber.on('message', (from: string, json: string) => {
    if (from !== channel) return
    const message = parseStoredMessage(json)
    if (message) for (const handler of handlers) handler(message)
  })
  await subscriber.subscribe(channel)
  return {
    async publish(message) {
      await redis.publish(channel, JSON.stringify(message))
    },
    onMessage(handler) {
      handlers.push(handler)
    },
    async close() {
      handlers.length = 0
      await subscriber.unsubscribe(channel).catch(() => {})
    },
  }
}
