import type { MethodHandler } from '../core/RelayOperations.js'
import { readArray, readTopic } from '../core/readParams.js'
import type { RelayMessage } from '../core/types.js'
import { toFetchedMessage } from './toFetchedMessage.js'

/** `irn_batchFetchMessages {topics}` → `{messages, hasMore}` over all. */
export const irnBatchFetchMessages: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const max = ops.limits.maxBatchSize
  const topics = readArray(params.topics, 'topics', max).map((topic, index) =>
    readTopic(topic, `topics[${index}]`),
  )
  const messages: RelayMessage[] = []
  for (const topic of topics)
    messages.push(...(await ops.fetch(connection, topic)))
  return {
    result: {
      messages: messages.slice(0, max).map(toFetchedMessage),
      hasMore: messages.length > max,
    },
  }
}
