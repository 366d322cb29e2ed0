import { ProtocolError } from '@latch/common'
import { deletePendingRequest } from '../engine/deletePendingRequest.js'
import { sendResponse } from '../engine/sendResponse.js'
import type { EngineContext } from '../engine/types.js'
import { getPeerAppLink } from '../linkmode/getPeerAppLink.js'
import type { JsonRpcResponse } from '../types/request.js'
import { assertValidResponse } from '../validation/assertValidResponse.js'

export type RespondParameters = { topic: string; response: JsonRpcResponse }

/**
 * Wallet: answers a session request (tag 1109; by link in a link-mode
 * session) and lets the queue emit the next one.
 *
 * @example
 * await respond(ctx, { topic, response: { id, jsonrpc: '2.0', result: sig } })
 */
export async function respond(
  ctx: EngineContext,
  { topic, response }: RespondParameters,
): Promise<void> {
  assertValidResponse(response)
  const id = Number(response.id)
  const pending = ctx.stores.requests.find(id)
  if (!pending || pending.topic !== topic)
    throw new ProtocolError('NO_MATCHING_KEY', {
      context: `respond() pending request id: ${id}`,
    })
  const session = ctx.stores.sessions.find(topic)
  try {
    await sendResponse(ctx, {
      topic,
      id,
      method: 'wc_sessionRequest',
      appLink: getPeerAppLink(
        ctx,
        session?.peer.metadata,
        session?.transportType,
      ),
      ...('error' in response
        ? { error: response.error }
        : { result: response.result }),
    })
  } finally {
    await deletePendingRequest(ctx, id)
  }
}
