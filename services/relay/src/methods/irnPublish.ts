import { andThen } from '../core/andThen.js'
import type { MethodHandler } from '../core/RelayOperations.js'
import { readPublishInput } from './readPublishInput.js'

/**
 * `irn_publish {topic, message, ttl, tag, …}` → true once stored; the
 * fan-out runs after the answer.
 */
export const irnPublish: MethodHandler = (ops, connection, params) => {
  const input = readPublishInput(params, ops.limits.maxTtl)
  return andThen(ops.publish(connection, [input]), (messages) => ({
    result: true,
    after: () => ops.fanOut(messages),
  }))
}
