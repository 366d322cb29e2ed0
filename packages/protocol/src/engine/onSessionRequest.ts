import { getSdkError } from '@latch/common'
import { addLinkModeApp } from '../linkmode/addLinkModeApp.js'
import { getLinkModeVerifyContext } from '../linkmode/getLinkModeVerifyContext.js'
import type { PendingRequest, SessionRequestParams } from '../types/request.js'
import { assertAllowedOnChain } from '../validation/assertAllowedOnChain.js'
import { findSessionOrReply } from './findSessionOrReply.js'
import { getVerifyContext } from './getVerifyContext.js'
import type { InboundRequest } from './handleRequest.js'
import { replyError } from './replyError.js'
import type { EngineContext, VerifyInput } from './types.js'

/**
 * Wallet: validates a session request against the session namespaces,
 * stores it and queues it; the queue emits `session_request` one at a time.
 */
export async function onSessionRequest(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
  verifyInput?: VerifyInput,
): Promise<void> {
  const session = await findSessionOrReply(ctx, request)
  if (!session) return
  const params = request.params as SessionRequestParams
  try {
    assertAllowedOnChain(
      session.namespaces,
      params?.chainId,
      'method',
      params?.request?.method,
    )
  } catch (error) {
    return replyError(ctx, request, error)
  }
  const expiry = params.request.expiryTimestamp
  if (expiry && expiry * 1000 <= Date.now())
    return replyError(ctx, request, getSdkError('SESSION_REQUEST_EXPIRED'))
  const pending: PendingRequest = {
    id: request.id,
    topic,
    params,
    verifyContext:
      request.transportType === 'link_mode'
        ? getLinkModeVerifyContext(session.peer.metadata)
        : await getVerifyContext(ctx, verifyInput, session.peer.metadata),
  }
  // It reached us by link: the peer takes answers by link too.
  if (request.transportType === 'link_mode')
    await addLinkModeApp(ctx, session.peer.metadata)
  await ctx.stores.requests.set(request.id, pending)
  ctx.queue.push(pending)
}
