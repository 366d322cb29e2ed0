import { formatSubscriptionData } from '../core/formatSubscriptionData.js'
import type { RelayConnection } from '../core/RelayConnection.js'
import type { MethodResult, RelayOperations } from '../core/RelayOperations.js'
import type { RelayMessage } from '../core/types.js'
import { RawJson } from '../rpc/formatResponse.js'

/**
 * One page of the caller's undelivered mailbox messages over `topics`
 * (each topic once, in order) as the result of `irn_fetchMessages` and
 * `irn_batchFetchMessages`: `{messages, hasMore}` with at most
 * `maxBatchSize` messages and `maxFetchBytes` bytes of serialised messages
 * (the first message always fits, so a fetch makes progress). Mailboxes are
 * read one topic at a time under one `maxConcurrentFetches` slot, and
 * reading stops once the page is full; `hasMore` is true when the page was
 * cut. Right after the answer, the page's messages are marked delivered
 * (acked for the caller's client id), so the next fetch returns what
 * follows.
 */
export async function fetchPage(
  ops: RelayOperations,
  connection: RelayConnection,
  topics: readonly string[],
): Promise<MethodResult> {
  const { maxBatchSize, maxFetchBytes } = ops.limits
  const taken: Pick<RelayMessage, 'id' | 'expiresAt'>[] = []
  const messages: string[] = []
  let bytes = 0
  let hasMore = false
  await ops.fetchMany(connection, topics, (message) => {
    // Serialised once: for its size and for the answer (`RawJson`). Not
    // kept: a copy per stored message would double the store's memory.
    const fetched = formatSubscriptionData(message)
    // Serialised size + the comma between array items.
    const size = fetched.length + 1
    if (
      messages.length >= maxBatchSize ||
      (messages.length > 0 && bytes + size > maxFetchBytes)
    ) {
      hasMore = true
      return false
    }
    messages.push(fetched)
    taken.push({ id: message.id, expiresAt: message.expiresAt })
    bytes += size
    return true
  })
  return {
    result: new RawJson(
      `{"messages":[${messages.join(',')}],"hasMore":${hasMore}}`,
    ),
    after: () => ops.markDelivered(connection, taken),
  }
}
