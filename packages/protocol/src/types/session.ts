import type { Participant, RelayProtocolOptions } from './metadata.js'
import type {
  ProposalNamespaces,
  ScopedProperties,
  SessionNamespaces,
  SessionProperties,
} from './namespace.js'

/** Extra session settings a wallet may send in the settle request. */
export type SessionConfig = {
  disableDeepLink?: boolean | undefined
}

/** How the session's messages travel: through a relay or by link mode. */
export type TransportType = 'relay' | 'link_mode'

/** A settled WalletConnect session (SPEC §3 Wallet-protocol session). */
export type Session = {
  /** sha256 of the session key, hex. */
  topic: string
  relay: RelayProtocolOptions
  /** Unix seconds. */
  expiry: number
  namespaces: SessionNamespaces
  /** The peer acknowledged the settle request (controller side). */
  acknowledged: boolean
  pairingTopic: string
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  /** Public key of the controller (the wallet). */
  controller: string
  self: Participant
  peer: Participant
  sessionProperties?: SessionProperties | undefined
  scopedProperties?: ScopedProperties | undefined
  sessionConfig?: SessionConfig | undefined
  transportType?: TransportType | undefined
  /** CACAOs of a one-click authenticated session. */
  authentication?: unknown[] | undefined
}
