import { deriveSymKeyFromKeyPair } from '../crypto/deriveSymKeyFromKeyPair.js'
import { encodeEnvelope } from '../crypto/encodeEnvelope.js'
import { generateKeyPair } from '../crypto/generateKeyPair.js'
import { hashKey } from '../crypto/hashKey.js'
import { nowInSeconds } from '../engine/nowInSeconds.js'
import { sessionFromSettle } from '../engine/sessionFromSettle.js'
import type { EngineContext } from '../engine/types.js'
import { waitForResponse } from '../engine/waitForResponse.js'
import { formatJsonRpcRequest } from '../jsonrpc/formatJsonRpcRequest.js'
import { formatJsonRpcResult } from '../jsonrpc/formatJsonRpcResult.js'
import { payloadId } from '../jsonrpc/payloadId.js'
import { rpcOptions } from '../jsonrpc/rpcOptions.js'
import type { Cacao } from '../types/auth.js'
import type {
  ScopedProperties,
  SessionNamespaces,
  SessionProperties,
} from '../types/namespace.js'
import type { Session, SessionConfig } from '../types/session.js'
import { assertSatisfiesRequired } from '../validation/assertSatisfiesRequired.js'
import { assertValidNamespaces } from '../validation/assertValidNamespaces.js'
import { assertValidProposal } from '../validation/assertValidProposal.js'
import { assertValidScopedProperties } from '../validation/assertValidScopedProperties.js'
import { assertValidSessionProperties } from '../validation/assertValidSessionProperties.js'
import { SESSION_EXPIRY } from '../validation/constants.js'

export type ApproveParameters = {
  /** The proposal id from `session_proposal`. */
  id: number
  namespaces: SessionNamespaces
  sessionProperties?: SessionProperties | undefined
  scopedProperties?: ScopedProperties | undefined
  sessionConfig?: SessionConfig | undefined
  /** Answers to the proposal's `requests` (CACAOs for `authentication`). */
  proposalRequestsResponses?:
    | {
        authentication?: Cacao[] | undefined
        walletPay?: unknown[] | undefined
      }
    | undefined
}

export type ApproveReturnType = {
  topic: string
  /** Resolves once the dapp acknowledged the settle request (1103). */
  acknowledged: () => Promise<Session>
}

/**
 * Wallet: approves a proposal. Derives the session key, publishes the
 * settle request on the session topic (1102) and the proposal result on the
 * pairing topic (1101) through wc_approveSession.
 *
 * @example
 * const { topic, acknowledged } = await approve(ctx, { id, namespaces })
 */
export async function approve(
  ctx: EngineContext,
  parameters: ApproveParameters,
): Promise<ApproveReturnType> {
  const {
    id,
    namespaces,
    sessionProperties,
    scopedProperties,
    sessionConfig,
    proposalRequestsResponses,
  } = parameters
  const proposal = ctx.stores.proposals.find(id)
  assertValidProposal(id, proposal)
  assertValidNamespaces(namespaces, {
    context: 'approve()',
    withAccounts: true,
  })
  assertSatisfiesRequired(proposal.requiredNamespaces, namespaces)
  assertValidSessionProperties(sessionProperties, 'approve()')
  assertValidScopedProperties(scopedProperties, namespaces, 'approve()')

  const self = await generateKeyPair()
  const symKey = await deriveSymKeyFromKeyPair(
    self,
    proposal.proposer.publicKey,
  )
  const topic = await hashKey(symKey)
  // Stores update in memory at once; persisting is not waited for here.
  ctx.stores.keychain.set(self.publicKey, self.privateKey)
  ctx.stores.keychain.set(topic, symKey)

  const settleParams = {
    relay: { protocol: 'irn' },
    namespaces,
    controller: { publicKey: self.publicKey, metadata: ctx.metadata },
    expiry: nowInSeconds(SESSION_EXPIRY),
    // Left out of the JSON when undefined; sessionFromSettle skips them too.
    sessionProperties,
    scopedProperties,
    sessionConfig,
    proposalRequestsResponses,
  }
  const session = sessionFromSettle({
    topic,
    settle: settleParams,
    proposal,
    self: settleParams.controller,
    peer: proposal.proposer,
    acknowledged: false,
  })
  ctx.stores.sessions.set(topic, session)

  const settleId = payloadId()
  const acknowledged = waitForResponse(ctx, settleId).then(async () => {
    await ctx.stores.sessions.update(topic, { acknowledged: true })
    return ctx.stores.sessions.get(topic)
  })
  acknowledged.catch(() => {})
  const settle = formatJsonRpcRequest(
    'wc_sessionSettle',
    settleParams,
    settleId,
  )
  const result = formatJsonRpcResult(proposal.id, {
    relay: { protocol: 'irn' },
    responderPublicKey: self.publicKey,
  })

  await ctx.relay.approveSession({
    pairingTopic: proposal.pairingTopic,
    sessionTopic: topic,
    sessionProposalResponse: encodeEnvelope({
      symKey: ctx.stores.keychain.get(proposal.pairingTopic),
      message: JSON.stringify(result),
    }),
    sessionSettlementRequest: encodeEnvelope({
      symKey,
      message: JSON.stringify(settle),
    }),
    ttl: rpcOptions.wc_sessionSettle.req.ttl,
    correlationId: proposal.id,
    approvedChains: Object.entries(namespaces).flatMap(
      ([key, entry]) => entry.chains ?? (key.includes(':') ? [key] : []),
    ),
    approvedMethods: Object.values(namespaces).flatMap((n) => n.methods),
    approvedEvents: Object.values(namespaces).flatMap((n) => n.events),
  })
  await ctx.stores.proposals.delete(id)
  await ctx.stores.pairings.update(proposal.pairingTopic, { active: true })
  return { topic, acknowledged: () => acknowledged }
}
