import type { MethodHandler } from '../core/RelayOperations.js'
import { readTopic } from '../core/readParams.js'

/** `irn_unsubscribe {topic, id?}` → true (the id is not needed). */
export const irnUnsubscribe: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  ops.unsubscribe(connection, [readTopic(params.topic)])
  return { result: true }
}
