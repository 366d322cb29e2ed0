import type { MethodHandler } from '../core/RelayOperations.js'
import { readArray, readObject } from '../core/readParams.js'
import { readPublishInput } from './readPublishInput.js'

/** `irn_batchPublish {messages:[publish params]}` → true, all or nothing. */
export const irnBatchPublish: MethodHandler = async (
  ops,
  connection,
  params,
) => {
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
  ops.takePublishTokens(connection, inputs.length)
  for (const input of inputs) await ops.publish(connection, input)
  return { result: true }
}
