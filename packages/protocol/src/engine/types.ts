import type { Expirer } from '../expirer/createExpirer.js'
import type { createRequestQueue } from '../expirer/createRequestQueue.js'
import type { JsonRpcResponse } from '../jsonrpc/types.js'
import type { Store } from '../store/createStore.js'
import type { AuthRequest } from '../types/auth.js'
import type { SignClientEvents } from '../types/events.js'
import type { Metadata } from '../types/metadata.js'
import type { Pairing } from '../types/pairing.js'
import type { Proposal } from '../types/proposal.js'
import type { PendingRequest } from '../types/request.js'
import type { Session, TransportType } from '../types/session.js'
import type {
  VerifyResolver,
  VerifyResolverParameters,
} from '../types/verify.js'

/** A message the relay delivered on a subscribed topic. */
export type RelayMessage = {
  topic: string
  message: string
  publishedAt?: number | undefined
  tag?: number | undefined
  /** The Verify attestation JWT the publisher attached, if any. */
  attestation?: string | undefined
  /** `link_mode` when it arrived in a link-mode URL. @default 'relay' */
  transportType?: TransportType | undefined
}

/** An inbound request as received: what a Verify resolver checks. */
export type VerifyInput = Omit<VerifyResolverParameters, 'metadata'>

/** What the engine needs from a relay connection. */
export type EngineRelay = {
  subscribe(topic: string): Promise<unknown>
  batchSubscribe?(topics: string[]): Promise<unknown>
  unsubscribe(topic: string): Promise<unknown>
  publish(parameters: {
    topic: string
    message: string
    ttl: number
    tag: number
    prompt?: boolean | undefined
  }): Promise<unknown>
  proposeSession(parameters: {
    pairingTopic: string
    sessionProposal: string
    ttl: number
    correlationId: number
  }): Promise<unknown>
  approveSession(parameters: {
    pairingTopic: string
    sessionTopic: string
    sessionProposalResponse: string
    sessionSettlementRequest: string
    ttl: number
    correlationId: number
    approvedChains?: string[]
    approvedMethods?: string[]
    approvedEvents?: string[]
  }): Promise<unknown>
}

/** A dapp waiting for the settle request of a session it proposed. */
type PendingSettle = {
  proposal: Proposal
  resolve: (session: Session) => void
  reject: (error: unknown) => void
}

/** Everything the engine functions share; one per client. */
export type EngineContext = {
  relay: EngineRelay
  metadata: Metadata
  /** Sent with attestation registrations. */
  projectId?: string | undefined
  /** Wallet: resolves the Verify context of inbound requests. */
  verify?: VerifyResolver | undefined
  stores: {
    sessions: Store<Session>
    proposals: Store<Proposal>
    pairings: Store<Pairing>
    /** topic → symKey, public key → private key. */
    keychain: Store<string>
    requests: Store<PendingRequest>
    authRequests: Store<AuthRequest>
    /** Universal links of peers that take link-mode messages. */
    linkModeApps: Store<string>
  }
  /**
   * Opens a link-mode URL in the peer app, with the id of the JSON-RPC
   * message it carries; without it, link mode is off.
   */
  openLink?: ((url: string, id: number) => unknown) | undefined
  expirer: Expirer
  queue: ReturnType<typeof createRequestQueue<PendingRequest>>
  /** Outbound request id → waiter for its response. */
  pending: Map<number, (response: JsonRpcResponse) => void>
  /** Session topic → dapp waiting for wc_sessionSettle. */
  settles: Map<string, PendingSettle>
  /** Inbound request keys (`topic:id`) already handled: drops redeliveries. */
  history: { add(key: string): void; has(key: string): boolean }
  /** Last wc_sessionUpdate id seen per topic. */
  lastUpdateIds: Map<string, number>
  emit<name extends keyof SignClientEvents>(
    name: name,
    payload: SignClientEvents[name],
  ): void
  listenerCount(name: keyof SignClientEvents): number
}
