import { ProtocolError } from '@latch/common'
import { nowInSeconds } from '../engine/nowInSeconds.js'
import { sendRequest } from '../engine/sendRequest.js'
import { sessionReducer } from '../engine/sessionReducer.js'
import type { EngineContext } from '../engine/types.js'
import { waitForResponse } from '../engine/waitForResponse.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import { SESSION_EXPIRY } from '../validation/constants.js'
import { getSession } from './getSession.js'

export type ExtendParameters = { topic: string }

/**
 * Wallet (controller only): extends the session by 7 days (tag 1106).
 *
 * @example
 * const { acknowledged } = await extend(ctx, { topic })
 */
export async function extend(
  ctx: EngineContext,
  { topic }: ExtendParameters,
): Promise<{ acknowledged: () => Promise<void> }> {
  const session = getSession(ctx, topic)
  if (session.controller !== session.self.publicKey)
    throw new ProtocolError('UNAUTHORIZED_EXTEND_REQUEST', {
      context: `extend() for topic: ${topic}`,
    })
  const expiry = nowInSeconds(SESSION_EXPIRY)
  await ctx.stores.sessions.set(
    topic,
    sessionReducer(session, { type: 'extend', expiry }),
  )
  const id = payloadId()
  const response = waitForResponse<unknown>(ctx, id).then(() => {})
  response.catch(() => {})
  await sendRequest(ctx, { topic, id, method: 'wc_sessionExtend', params: {} })
  return { acknowledged: () => response }
}
