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

/** The part of the WebSocket API the client uses (browser or `ws`). */
export type WebSocketLike = {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown }) => void,
  ): void
  addEventListener(
    type: 'close',
    listener: (event: { code: number; reason: string }) => void,
  ): void
  addEventListener(type: 'open' | 'error', listener: () => void): void
  /** `ws` (Node) only: protocol-level ping / pong. */
  ping?(): void
  on?(event: 'pong', listener: () => void): unknown
  terminate?(): void
}

export type WebSocketConstructor = new (url: string) => WebSocketLike

export type RelayClientOptions = {
  /** Relay URL, e.g. `ws://127.0.0.1:8787`; also the JWT `aud`. */
  url: string
  /** Sent verbatim as the `projectId` query parameter. */
  projectId?: string | undefined
  /** 32-byte Ed25519 seed of the client id. @default random (persist it) */
  seed?: Uint8Array | undefined
  /** @default globalThis.WebSocket (in Node 20 pass the `ws` package) */
  WebSocket?: WebSocketConstructor | undefined
  /** Ping the relay every `interval` ms (`ws` only) and drop a dead socket. */
  keepAlive?: false | { interval?: number | undefined } | undefined
  /** Reconnect `attempts` times, `delay` ms doubling (capped at 30 s). */
  reconnect?:
    | false
    | { attempts?: number | undefined; delay?: number | undefined }
    | undefined
  /** Milliseconds a request (or the socket opening) may take. @default 10_000 */
  requestTimeout?: number | undefined
}
