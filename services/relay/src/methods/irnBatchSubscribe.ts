import type { MethodHandler } from '../core/RelayOperations.js'
import { readTopics } from '../core/readParams.js'

/** `irn_batchSubscribe {topics}` (≤ maxBatchSize) → ids; backlogs follow. */
export const irnBatchSubscribe: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const topics = readTopics(params.topics, ops.limits.maxBatchSize)
  const result = ops.subscribe(connection, topics)
  return { result, after: () => ops.deliverBacklog(connection, topics) }
}
