import { createSlots } from './createSlots.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayOperations } from './RelayOperations.js'
import type { RelayLimits, RelayMessage, RelayStore } from './types.js'

/** The mailbox reads of `RelayOperations`. */
export type MailboxReader = Pick<
  RelayOperations,
  'fetch' | 'fetchMany' | 'markDelivered'
>

export type CreateMailboxReaderParameters = {
  store: RelayStore
  limits: Pick<RelayLimits, 'maxConcurrentFetches'>
  now: () => number
}

/**
 * Reads mailboxes for a caller (not its own messages, not what its client
 * id acked), at most `maxConcurrentFetches` at once on the node (each a
 * copy of up to `maxTopicBytes` on Redis), and marks fetched pages
 * delivered.
 */
export function createMailboxReader({
  store,
  limits,
  now,
}: CreateMailboxReaderParameters): MailboxReader {
  const fetchSlots = createSlots(limits.maxConcurrentFetches)

  /** A topic's mailbox messages for the caller (not its own, not acked). */
  async function readMailbox(
    connection: RelayConnection,
    topic: string,
  ): Promise<RelayMessage[]> {
    const all = await store.getMessages(topic, now())
    const candidates = all.filter((m) => m.publisher !== connection.clientId)
    const acked = await store.getAcked(
      connection.clientId,
      candidates.map((m) => m.id),
    )
    return candidates.filter((m) => !acked.has(m.id))
  }

  return {
    fetch(connection, topic) {
      return fetchSlots.run(() => readMailbox(connection, topic))
    },
    fetchMany(connection, topics, take) {
      // One slot for the whole page: what it collects is held by a slot.
      return fetchSlots.run(async () => {
        for (const topic of new Set(topics))
          for (const message of await readMailbox(connection, topic))
            if (!take(message)) return
      })
    },
    async markDelivered(connection, messages) {
      await Promise.all(
        messages.map((m) =>
          store.markAcked(connection.clientId, m.id, m.expiresAt),
        ),
      )
    },
  }
}
