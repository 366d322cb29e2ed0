import { andThen } from '../core/andThen.js'
import type { MethodHandler } from '../core/RelayOperations.js'
import { readArray, readObject } from '../core/readParams.js'
import { readPublishInput } from './readPublishInput.js'

/**
 * `irn_batchPublish {messages:[publish params]}` (up to `maxBatchSize`) →
 * true once all are stored, all or nothing; the fan-out runs after the
 * answer.
 */
export const irnBatchPublish: MethodHandler = (ops, connection, params) => {
  const { maxBatchSize, maxTtl } = ops.limits
  const inputs = readArray(
    params.messages,
    'messages',
    maxBatchSize,
    (m, name) => readPublishInput(readObject(m, name), maxTtl),
  )
  return andThen(ops.publish(connection, inputs), (messages) => ({
    result: true,
    after: () => ops.fanOut(messages),
  }))
}
