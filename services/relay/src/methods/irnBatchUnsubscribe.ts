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
  ).map((entry, index) =>
    readTopic(
      readObject(entry, `subscriptions[${index}]`).topic,
      `subscriptions[${index}].topic`,
    ),
  )
  ops.unsubscribe(connection, topics)
  return { result: true }
}
