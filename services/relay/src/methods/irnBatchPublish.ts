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
  const inputs = readArray(
    params.messages,
    'messages',
    ops.limits.maxBatchSize,
  ).map((entry, index) =>
    readPublishInput(
      readObject(entry, `messages[${index}]`),
      ops.limits.maxTtl,
    ),
  )
  return andThen(ops.publish(connection, inputs), (messages) => ({
    result: true,
    after: () => ops.fanOut(messages),
  }))
}
