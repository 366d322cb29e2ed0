import type { MethodHandler } from '../core/RelayOperations.js'
import { readPublishInput } from './readPublishInput.js'

/** `irn_publish {topic, message, ttl, tag, …}` → true. */
export const irnPublish: MethodHandler = async (ops, connection, params) => {
  const input = readPublishInput(params, ops.limits.maxTtl)
  ops.takePublishTokens(connection, 1)
  await ops.publish(connection, input)
  return { result: true }
}
