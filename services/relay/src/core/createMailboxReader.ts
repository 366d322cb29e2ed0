import type { FairQueue } from './createFairQueue.js'
import { createKeyedSlots, type KeyedSlots } from './createKeyedSlots.js'
import { createSlots } from './createSlots.js'
import { fairKey } from './fairShare.js'
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
  /** Where a page takes each mailbox's messages: a turn of the caller's IP. */
  fair: FairQueue
}

/**
 * Reads mailboxes for a caller (not its own messages, not what its client
 * id acked), at most `maxConcurrentFetches` at once on the node (each a
 * copy of up to `maxTopicBytes` on Redis), and marks fetched pages
 * delivered. One IP builds one fetch page at a time and reads at most
 * half the node's slots' worth of subscribe backlogs at once (the rest
 * queue in its own line, not in everyone's slots), and a page takes each
 * non-empty mailbox in a turn of the caller's IP (`fair`): big pages of
 * one address do not hold up the frames of others.
 */
export function createMailboxReader({
  store,
  limits,
  now,
  fair,
}: CreateMailboxReaderParameters): MailboxReader {
  const fetchSlots = createSlots(limits.maxConcurrentFetches)
  const pagesPerIp = createKeyedSlots(1)
  const backlogsPerIp = createKeyedSlots(
    Math.max(1, Math.floor(limits.maxConcurrentFetches / 2)),
  )
  /** `work` in the caller's IP line, then in a node-wide slot. */
  const inLine = <T>(
    line: KeyedSlots,
    connection: RelayConnection,
    work: () => Promise<T>,
  ) => line.run(fairKey(connection), () => fetchSlots.run(work))

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
      return inLine(backlogsPerIp, connection, () =>
        readMailbox(connection, topic),
      )
    },
    fetchMany(connection, topics, take) {
      // One slot for the whole page: what it collects is held by a slot.
      return inLine(pagesPerIp, connection, async () => {
        for (const topic of new Set(topics)) {
          const messages = await readMailbox(connection, topic)
          if (messages.length === 0) continue
          const more = await fair.run(fairKey(connection), () =>
            messages.every(take),
          )
          if (!more) return
        }
      })
    },
    async markDelivered(connection, messages) {
      await store.markAcked(connection.clientId, messages)
    },
  }
}
