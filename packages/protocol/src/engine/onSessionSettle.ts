import { getSdkError } from '@latch/common'
import type { Session } from '../types/session.js'
import { assertValidSettle } from '../validation/assertValidSettle.js'
import type { InboundRequest } from './handleRequest.js'
import { replyError } from './replyError.js'
import { sendResponse } from './sendResponse.js'
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
  const meta = { topic, id: request.id, method: 'wc_sessionSettle' } as const
  if (!waiter)
    return replyError(ctx, meta, getSdkError('SESSION_SETTLEMENT_FAILED'))
  const params = request.params
  try {
    assertValidSettle(params)
  } catch (error) {
    ctx.settles.delete(topic)
    waiter.reject(error)
    return replyError(ctx, meta, error)
  }
  const { proposal } = waiter
  const session: Session = {
    topic,
    relay: params.relay,
    expiry: params.expiry,
    namespaces: params.namespaces as Session['namespaces'],
    acknowledged: true,
    pairingTopic: proposal.pairingTopic,
    requiredNamespaces: proposal.requiredNamespaces,
    optionalNamespaces: proposal.optionalNamespaces,
    controller: params.controller.publicKey,
    self: { publicKey: proposal.proposer.publicKey, metadata: ctx.metadata },
    peer: params.controller as Session['peer'],
    transportType: 'relay',
    ...(params.sessionProperties && {
      sessionProperties: params.sessionProperties,
    }),
    ...(params.scopedProperties && {
      scopedProperties: params.scopedProperties,
    }),
    ...(params.sessionConfig && { sessionConfig: params.sessionConfig }),
    ...(params.proposalRequestsResponses?.authentication !== undefined && {
      authentication: params.proposalRequestsResponses
        .authentication as unknown[],
    }),
  }
  ctx.settles.delete(topic)
  // Stores update in memory at once; persisting is not waited for.
  ctx.stores.sessions.set(topic, session)
  ctx.stores.proposals.delete(proposal.id)
  // The 1103 ack is on its way; the relay's receipt is not waited for.
  sendResponse(ctx, { ...meta, result: true }).catch(() => {})
  ctx.emit('session_connect', { session })
  waiter.resolve(session)
}
