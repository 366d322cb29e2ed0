import type { MethodHandler } from '../core/RelayOperations.js'
import { readArray, readTopic } from '../core/readParams.js'
import { fetchPage } from './fetchPage.js'

/**
 * `irn_batchFetchMessages {topics}` (≤ maxBatchSize) → `{messages,
 * hasMore}` over all topics, each topic once, one page at a time
 * (`fetchPage`).
 */
export const irnBatchFetchMessages: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const { maxBatchSize } = ops.limits
  const topics = readArray(params.topics, 'topics', maxBatchSize, readTopic)
  return fetchPage(ops, connection, topics)
}
