import { getSdkError } from '@latch/common'
import type { Session } from '../types/session.js'
import { assertValidSettle } from '../validation/assertValidSettle.js'
import type { InboundRequest } from './handleRequest.js'
import { replyError } from './replyError.js'
import { sendResponse } from './sendResponse.js'
import { sessionFromSettle } from './sessionFromSettle.js'
import type { EngineContext } from './types.js'

/**
 * Dapp: validates the wallet's settle request, stores the session,
 * acknowledges it (1103) and resolves `connect().approval()`.
 */
export async function onSessionSettle(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
): Promise<void> {
  const waiter = ctx.settles.get(topic)
  if (!waiter)
    return replyError(ctx, request, getSdkError('SESSION_SETTLEMENT_FAILED'))
  const params = request.params
  try {
    assertValidSettle(params)
  } catch (error) {
    ctx.settles.delete(topic)
    waiter.reject(error)
    return replyError(ctx, request, error)
  }
  const { proposal } = waiter
  const session = sessionFromSettle({
    topic,
    settle: params,
    proposal,
    self: { publicKey: proposal.proposer.publicKey, metadata: ctx.metadata },
    peer: params.controller as Session['peer'],
    acknowledged: true,
  })
  ctx.settles.delete(topic)
  // Stores update in memory at once; persisting is not waited for.
  ctx.stores.sessions.set(topic, session)
  ctx.stores.proposals.delete(proposal.id)
  // The 1103 ack is on its way; the relay's receipt is not waited for.
  sendResponse(ctx, { ...request, result: true }).catch(() => {})
  ctx.emit('session_connect', { session })
  waiter.resolve(session)
}
