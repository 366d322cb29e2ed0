import { getSdkError } from '@latch/common'
import { SESSION_EXPIRY } from '../validation/constants.js'
import { findSessionOrReply } from './findSessionOrReply.js'
import type { InboundRequest } from './handleRequest.js'
import { nowInSeconds } from './nowInSeconds.js'
import { replyError } from './replyError.js'
import { sendResponse } from './sendResponse.js'
import { sessionReducer } from './sessionReducer.js'
import type { EngineContext } from './types.js'

/** Extends the session to now + 7 days (the receiver computes it). */
export async function onSessionExtend(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
): Promise<void> {
  const session = await findSessionOrReply(ctx, request)
  if (!session) return
  if (session.controller !== session.peer.publicKey)
    return replyError(ctx, request, getSdkError('UNAUTHORIZED_EXTEND_REQUEST'))
  const expiry = nowInSeconds(SESSION_EXPIRY)
  await ctx.stores.sessions.set(
    topic,
    sessionReducer(session, { type: 'extend', expiry }),
  )
  await sendResponse(ctx, { ...request, result: true }).catch(() => {})
  ctx.emit('session_extend', { id: request.id, topic })
}
