import { getSdkError } from '@latch/common'
import { SESSION_EXPIRY } from '../validation/constants.js'
import { acceptSessionRequest } from './acceptSessionRequest.js'
import { findSessionOrReply } from './findSessionOrReply.js'
import type { InboundRequest } from './handleRequest.js'
import { nowInSeconds } from './nowInSeconds.js'
import { replyError } from './replyError.js'
import type { EngineContext } from './types.js'

/** Extends the session to now + 7 days (the receiver computes it). */
export async function onSessionExtend(
  ctx: EngineContext,
  _topic: string,
  request: InboundRequest,
): Promise<void> {
  const session = await findSessionOrReply(ctx, request)
  if (!session) return
  if (session.controller !== session.peer.publicKey)
    return replyError(ctx, request, getSdkError('UNAUTHORIZED_EXTEND_REQUEST'))
  await acceptSessionRequest(ctx, request, {
    expiry: nowInSeconds(SESSION_EXPIRY),
  })
}
