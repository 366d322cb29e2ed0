import { formatSubscriptionData } from '../core/formatSubscriptionData.js'
import type { RelayConnection } from '../core/RelayConnection.js'
import type { MethodResult, RelayOperations } from '../core/RelayOperations.js'
import type { RelayMessage } from '../core/types.js'
import { RawJson } from '../rpc/formatResponse.js'

/**
 * Stored messages do not change, and the memory store hands out the same
 * objects on every read: a mailbox fetched again and again (by many
 * clients, or by a flood) is serialised once.
 */
const serialised = new WeakMap<RelayMessage, string>()

function fetchedJson(message: RelayMessage): string {
  let json = serialised.get(message)
  if (json === undefined) {
    json = formatSubscriptionData(message)
    serialised.set(message, json)
  }
  return json
}

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
    const fetched = fetchedJson(message)
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
