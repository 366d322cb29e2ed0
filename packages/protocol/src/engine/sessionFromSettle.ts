import type { Participant } from '../types/metadata.js'
import type { Proposal } from '../types/proposal.js'
import type { Session } from '../types/session.js'
import type { SettleParams } from '../validation/assertValidSettle.js'

export type SessionFromSettleParameters = {
  topic: string
  /** The wc_sessionSettle params the wallet sent (or is sending). */
  settle: SettleParams
  proposal: Proposal
  self: Participant
  peer: Participant
  /** The dapp has answered the settle request (always, on the dapp side). */
  acknowledged: boolean
}

/**
 * Both sides' record of a session settled from `proposal`: the wallet's
 * when it approves, the dapp's when the settle request arrives.
 */
export function sessionFromSettle({
  topic,
  settle,
  proposal,
  self,
  peer,
  acknowledged,
}: SessionFromSettleParameters): Session {
  const { sessionProperties, scopedProperties, sessionConfig } = settle
  const authentication = settle.proposalRequestsResponses?.authentication
  return {
    topic,
    relay: settle.relay,
    expiry: settle.expiry,
    namespaces: settle.namespaces as Session['namespaces'],
    acknowledged,
    pairingTopic: proposal.pairingTopic,
    requiredNamespaces: proposal.requiredNamespaces,
    optionalNamespaces: proposal.optionalNamespaces,
    controller: settle.controller.publicKey,
    self,
    peer,
    transportType: 'relay',
    ...(sessionProperties && { sessionProperties }),
    ...(scopedProperties && { scopedProperties }),
    ...(sessionConfig && { sessionConfig }),
    ...(authentication !== undefined && {
      authentication: authentication as unknown[],
    }),
  }
}
