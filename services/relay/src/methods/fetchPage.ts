import type { RelayConnection } from '../core/RelayConnection.js'
import type { RelayOperations } from '../core/RelayOperations.js'
import type { RelayMessage } from '../core/types.js'
import { toFetchedMessage } from './toFetchedMessage.js'

/** The result of `irn_fetchMessages` and `irn_batchFetchMessages`. */
export type FetchPage = {
  messages: ReturnType<typeof toFetchedMessage>[]
  hasMore: boolean
}

/**
 * One page of the caller's undelivered mailbox messages over `topics`
 * (each topic once, in order): at most `maxBatchSize` messages and
 * `maxFetchBytes` bytes of serialised messages (the first message always
 * fits, so a fetch makes progress). Mailboxes are read one topic at a time
 * and reading stops once the page is full; `hasMore` is true when the page
 * was cut. The page's messages count as delivered (acked for the caller's
 * client id), so the next fetch returns what follows.
 */
export async function fetchPage(
  ops: RelayOperations,
  connection: RelayConnection,
  topics: readonly string[],
): Promise<FetchPage> {
  const { maxBatchSize, maxFetchBytes } = ops.limits
  const taken: RelayMessage[] = []
  const messages: FetchPage['messages'] = []
  let bytes = 0
  let hasMore = false
  for (const topic of new Set(topics)) {
    for (const message of await ops.fetch(connection, topic)) {
      const fetched = toFetchedMessage(message)
      // Serialised size + the comma between array items.
      const size = JSON.stringify(fetched).length + 1
      if (
        messages.length >= maxBatchSize ||
        (messages.length > 0 && bytes + size > maxFetchBytes)
      ) {
        hasMore = true
        break
      }
      messages.push(fetched)
      taken.push(message)
      bytes += size
    }
    if (hasMore) break
  }
  await ops.markDelivered(connection, taken)
  return { messages, hasMore }
}
