import type { MethodHandler } from '../core/RelayOperations.js'
import { readPublishInput } from './readPublishInput.js'

const done = { result: true }

/** `irn_publish {topic, message, ttl, tag, …}` → true. */
export const irnPublish: MethodHandler = (ops, connection, params) => {
  const input = readPublishInput(params, ops.limits.maxTtl)
  ops.takePublishTokens(connection, 1)
  const published = ops.publish(connection, input)
  return published ? published.then(() => done) : done
}
