import type { Proposal } from '../types/proposal.js'
import { assertValidNamespaces } from '../validation/assertValidNamespaces.js'
import { getVerifyContext } from './getVerifyContext.js'
import type { InboundRequest } from './handleRequest.js'
import { replyError } from './replyError.js'
import type { EngineContext, VerifyInput } from './types.js'

/** Wallet: stores an inbound proposal and emits `session_proposal`. */
export async function onSessionPropose(
  ctx: EngineContext,
  topic: string,
  request: InboundRequest,
  verifyInput?: VerifyInput,
): Promise<void> {
  const params = request.params as Proposal
  try {
    if (!params?.proposer?.publicKey) throw new Error('Missing proposer.')
    assertValidNamespaces(params.requiredNamespaces ?? {}, {
      context: 'onSessionProposeRequest() requiredNamespaces',
    })
    assertValidNamespaces(params.optionalNamespaces ?? {}, {
      context: 'onSessionProposeRequest() optionalNamespaces',
    })
  } catch (error) {
    return replyError(ctx, request, error)
  }
  const proposal: Proposal = {
    ...params,
    id: request.id,
    pairingTopic: topic,
    requiredNamespaces: params.requiredNamespaces ?? {},
    optionalNamespaces: params.optionalNamespaces ?? {},
  }
  const [verifyContext] = await Promise.all([
    getVerifyContext(ctx, verifyInput, params.proposer.metadata),
    ctx.stores.proposals.set(proposal.id, proposal),
    ctx.stores.pairings.update(topic, {
      peerMetadata: params.proposer.metadata,
    }),
  ])
  ctx.emit('session_proposal', {
    id: proposal.id,
    params: proposal,
    verifyContext,
  })
}
