import type { RelayConnection } from '../core/RelayConnection.js'
import type {
  MethodResult,
  PublishInput,
  RelayOperations,
} from '../core/RelayOperations.js'

/**
 * The WalletConnect shortcuts' common step: subscribes the caller to
 * `topic`, stores `inputs` (all or none) and answers true; after the
 * answer, fans them out and delivers `topic`'s backlog to the caller.
 */
export async function joinAndPublish(
  ops: RelayOperations,
  connection: RelayConnection,
  topic: string,
  inputs: readonly PublishInput[],
): Promise<MethodResult> {
  ops.subscribe(connection, [topic])
  const messages = await ops.publish(connection, inputs)
  return {
    result: true,
    after: async () => {
      await ops.fanOut(messages)
      await ops.deliverBacklog(connection, [topic])
    },
  }
}
