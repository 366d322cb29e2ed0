import type { MethodHandler } from '../core/RelayOperations.js'
import { readArray, readTopic } from '../core/readParams.js'

/** `irn_batchSubscribe {topics}` (≤ maxBatchSize) → ids; backlogs follow. */
export const irnBatchSubscribe: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const { maxBatchSize } = ops.limits
  const topics = readArray(params.topics, 'topics', maxBatchSize, readTopic)
  const result = ops.subscribe(connection, topics)
  return { result, after: () => ops.deliverBacklog(connection, topics) }
}
