import { sendRequest } from '../engine/sendRequest.js'
import type { EngineContext } from '../engine/types.js'
import { waitForResponse } from '../engine/waitForResponse.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import { getSession } from './getSession.js'

export type PingParameters = { topic: string }

/**
 * Either side: pings the peer on a session topic; resolves when it answers.
 *
 * @example
 * await ping(ctx, { topic })
 */
export async function ping(
  ctx: EngineContext,
  { topic }: PingParameters,
): Promise<void> {
  getSession(ctx, topic)
  const id = payloadId()
  const response = waitForResponse(ctx, id, 30_000)
  await sendRequest(ctx, { topic, id, method: 'wc_sessionPing', params: {} })
  await response
}
