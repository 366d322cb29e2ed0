import type { MethodHandler } from '../core/RelayOperations.js'
import { readTopic } from '../core/readParams.js'

/** `irn_subscribe {topic}` → subscription id; the backlog follows. */
export const irnSubscribe: MethodHandler = async (ops, connection, params) => {
  const topic = readTopic(params.topic)
  const [id] = ops.subscribe(connection, [topic])
  return { result: id, after: () => ops.deliverBacklog(connection, [topic]) }
}
