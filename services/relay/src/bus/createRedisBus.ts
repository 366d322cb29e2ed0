import { randomUUID } from 'node:crypto'
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
 * Redis pub/sub bus: a publish on one node reaches the handlers of every
 * other node (each payload is `<node id> <message JSON>`; a node skips its
 * own, which the core delivered locally before publishing).
 * Pub/sub is fire-and-forget: what is published while the subscriber
 * connection is down never arrives. When it is back (ioredis reconnects and
 * resubscribes), the bus confirms the subscription and then calls the
 * `onReconnect` handlers, which re-read the mailboxes.
 */
export async function createRedisBus({
  redis,
  subscriber,
  prefix = 'latch:relay:',
}: CreateRedisBusParameters): Promise<RelayBus> {
  const channel = `${prefix}publish`
  const node = randomUUID()
  const handlers: ((message: RelayMessage) => void)[] = []
  const reconnectHandlers: (() => void)[] = []
  let closed = false
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return
    const space = payload.indexOf(' ')
    if (space < 0 || payload.slice(0, space) === node) return
    const message = parseStoredMessage(payload.slice(space + 1))
    if (message) for (const handler of handlers) handler(message)
  })
  await subscriber.subscribe(channel)
  // Every later 'ready' is a reconnect. Subscribing again (a no-op when
  // ioredis already resubscribed) returns once the subscription is active,
  // so whatever a re-read of the mailboxes misses comes through pub/sub.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        if (!closed) for (const handler of reconnectHandlers) handler()
      },
      () => {}, // dropped again: the next 'ready' retries
    )
  })
  return {
    async publish(message) {
      await redis.publish(channel, `${node} ${JSON.stringify(message)}`)
    },
    onMessage(handler) {
      handlers.push(handler)
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler)
    },
    async close() {
      closed = true
      handlers.length = 0
      reconnectHandlers.length = 0
      await subscriber.unsubscribe(channel).catch(() => {})
    },
  }
}
