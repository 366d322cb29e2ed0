import type { Participant, RelayProtocolOptions } from './metadata.js'
import type {
  ProposalNamespaces,
  ScopedProperties,
  SessionProperties,
} from './namespace.js'

/** A session proposal (SPEC §3 Proposal), as sent in wc_sessionPropose. */
export type Proposal = {
  /** The JSON-RPC id of the wc_sessionPropose request. */
  id: number
  pairingTopic: string
  /** Unix seconds. */
  expiryTimestamp: number
  proposer: Participant
  relays: RelayProtocolOptions[]
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: SessionProperties | undefined
  scopedProperties?: ScopedProperties | undefined
  requests?: Record<string, unknown> | undefined
}
