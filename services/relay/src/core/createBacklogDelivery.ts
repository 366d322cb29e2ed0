import type { Delivery } from './createDelivery.js'
import type { SocketOutput } from './createSocketOutput.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayOperations } from './RelayOperations.js'

export type CreateBacklogDeliveryParameters = {
  fetch: RelayOperations['fetch']
  push: Delivery['push']
  room: SocketOutput['room']
}

/**
 * `deliverBacklog` of `RelayOperations`: after a subscribe, pushes each
 * topic's undelivered mailbox messages, one topic's mailbox at a time and
 * each push within the socket's output budget, so a subscribe of many big
 * mailboxes never builds its whole backlog in memory at once. While the
 * socket drains nothing of the mailbox is held; the topic is read again
 * afterwards (`seen` skips what already went out).
 */
export function createBacklogDelivery({
  fetch,
  push,
  room,
}: CreateBacklogDeliveryParameters): RelayOperations['deliverBacklog'] {
  /**
   * Pushes a topic's undelivered mailbox messages until the socket's output
   * budget is half full; then returns the wait for it to drain.
   */
  async function pushBacklog(
    connection: RelayConnection,
    topic: string,
  ): Promise<{ drained: Promise<void> } | undefined> {
    if (connection.closed) return undefined
    const messages = await fetch(connection, topic)
    for (const message of messages) {
      if (connection.closed) return undefined
      if (connection.seen.has(message.id)) continue
      const wait = room(
        connection,
        message.message.length + (message.attestation?.length ?? 0) + 512,
      )
      // Wrapped: an async function would adopt a returned promise.
      if (wait) return { drained: wait }
      push(connection, message)
    }
    return undefined
  }

  return async function deliverBacklog(connection, topics) {
    for (const topic of new Set(topics))
      for (;;) {
        const paused = await pushBacklog(connection, topic)
        if (!paused) break
        await paused.drained
      }
  }
}
