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
 * afterwards (`seen` skips what already went out). Live messages of the
 * topic that arrive meanwhile follow the backlog, in publish order.
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

  /** One pass over the topic's mailbox, waiting whenever the socket drains. */
  async function pushMailbox(connection: RelayConnection, topic: string) {
    for (;;) {
      const paused = await pushBacklog(connection, topic)
      if (!paused) break
      await paused.drained
    }
  }

  return async function deliverBacklog(connection, topics) {
    for (const topic of new Set(topics)) {
      // Live messages of the topic wait (delivery holds them) until its
      // backlog is out, so the socket sees them in publish order; when too
      // many came, the mailbox (which has them all) is read again.
      connection.catchingUp ??= new Map()
      const held = connection.catchingUp
      try {
        do {
          held.set(topic, [])
          await pushMailbox(connection, topic)
        } while (held.get(topic) === undefined && !connection.closed)
      } finally {
        const live = held.get(topic) ?? []
        held.delete(topic)
        for (const message of live) push(connection, message)
      }
    }
  }
}
