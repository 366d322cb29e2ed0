import { getSdkError } from '@latch/common'
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
    verifyContext: await getVerifyContext(
      ctx,
      verifyInput,
      session.peer.metadata,
    ),
  }
  await ctx.stores.requests.set(request.id, pending)
  ctx.queue.push(pending)
}
