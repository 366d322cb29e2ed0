import type { MethodHandler } from '../core/RelayOperations.js'
import { readTopic } from '../core/readParams.js'
import { toFetchedMessage } from './toFetchedMessage.js'

/**
 * `irn_fetchMessages {topic}` → `{messages, hasMore}`: the mailbox messages
 * this client has not acked and did not publish (at most maxBatchSize).
 */
export const irnFetchMessages: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const messages = await ops.fetch(connection, readTopic(params.topic))
  const max = ops.limits.maxBatchSize
  return {
    result: {
      messages: messages.slice(0, max).map(toFetchedMessage),
      hasMore: messages.length > max,
    },
  }
}
