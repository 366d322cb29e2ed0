/** A message delivered on a subscribed topic (`irn_subscription`). */
export type RelayMessage = {
  topic: string
  /** The base64 envelope. */
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  tag: number
  attestation?: string
}

export type RelayStatus = 'connecting' | 'open' | 'reconnecting' | 'closed'

export type RelayClientEvents = {
  message: RelayMessage
  status: RelayStatus
}

export type PublishParameters = {
  topic: string
  message: string
  /** Seconds the relay keeps the message for late subscribers. */
  ttl: number
  tag: number
  prompt?: boolean | undefined
}

export type ProposeSessionParameters = {
  pairingTopic: string
  /** The sealed `wc_sessionPropose` request. */
  sessionProposal: string
  /** @default 300 */
  ttl?: number | undefined
  /** The proposal id. */
  correlationId: number
  attestation?: string | undefined
}

export type ApproveSessionParameters = {
  pairingTopic: string
  sessionTopic: string
  /** The sealed proposal result, published on the pairing topic (1101). */
  sessionProposalResponse: string
  /** The sealed `wc_sessionSettle` request, published on the session topic (1102). */
  sessionSettlementRequest: string
  /** @default 300 */
  ttl?: number | undefined
  correlationId: number
  approvedChains?: string[] | undefined
  approvedMethods?: string[] | undefined
  approvedEvents?: string[] | undefined
  approvedAccounts?: string[] | undefined
  sessionProperties?: Record<string, unknown> | undefined
  scopedProperties?: Record<string, unknown> | undefined
}
