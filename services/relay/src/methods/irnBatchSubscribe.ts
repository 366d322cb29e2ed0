import type { MethodHandler } from '../core/RelayOperations.js'
import { readArray, readTopic } from '../core/readParams.js'

/** `irn_batchSubscribe {topics}` (≤ maxBatchSize) → ids; backlogs follow. */
export const irnBatchSubscribe: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const topics = readArray(
    params.topics,
    'topics',
    ops.limits.maxBatchSize,
  ).map((topic, index) => readTopic(topic, `topics[${index}]`))
  const result = ops.subscribe(connection, topics)
  return { result, after: () => ops.deliverBacklog(connection, topics) }
}
