import type { MethodHandler } from '../core/RelayOperations.js'
import { readArray, readObject, readTopic } from '../core/readParams.js'

/** `irn_batchUnsubscribe {subscriptions:[{topic,id}]}` → true. */
export const irnBatchUnsubscribe: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const topics = readArray(
    params.subscriptions,
    'subscriptions',
    ops.limits.maxBatchSize,
    (entry, name) => readTopic(readObject(entry, name).topic, `${name}.topic`),
  )
  ops.unsubscribe(connection, topics)
  return { result: true }
}
