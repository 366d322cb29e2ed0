/** One published message as the relay stores and delivers it. */
export type RelayMessage = {
  /**
   * sha256(topic + publisher + message) hex: a retry of the same publish by
   * the same client collapses into one message; the same payload on another
   * topic or from another client is another message.
   */
  id: string
  topic: string
  /** The base64 envelope, untouched. */
  message: string
  /** Milliseconds since the epoch. */
  publishedAt: number
  /**
   * Mailbox order: `publishedAt * 1000 + n`, increasing on each node, so
   * same-millisecond publishes keep their order.
   */
  seq: number
  tag: number
  /** Seconds the mailbox keeps it. */
  ttl: number
  /** `publishedAt + ttl * 1000`. */
  expiresAt: number
  attestation?: string
  /** Client id (JWT `iss`) of the publisher; never delivered back to it. */
  publisher: string
  /** The publisher's IP when known (per-IP byte cap); never delivered. */
  publisherIp?: string
}

/** Byte caps a store enforces atomically when it stores messages. */
export type RelayStoreCaps = {
  /** Bytes one topic's mailbox may hold. */
  maxTopicBytes: number
  /** Bytes the messages of one publisher (client id) may hold. */
  maxClientBytes: number
  /** Bytes the messages published from one IP may hold. */
  maxIpBytes: number
  /** Bytes the whole store may hold (memory only; Redis has `maxmemory`). */
  maxStoreBytes: number
}

/** Which cap refused a put, with the figures for the error message. */
export type RelayStoreRefusal = {
  limit: 'topicBytes' | 'clientBytes' | 'ipBytes' | 'storeBytes'
  /** The cap, bytes. */
  max: number
  /** Bytes already held under that cap. */
  used: number
  /** Bytes the refused messages needed. */
  needed: number
}

/** Why a put stored nothing: a rate window (`check`: the index of the
 * first check over its max) or a byte cap. */
export type RelayPutRefusal =
  | RelayStoreRefusal
  | { limit: 'rate'; check: number }

/**
 * A publish's rate take, checked before its put: `count` is added to the
 * counter of every check for the current window of `windowMs`, unless that
 * takes one over its `max` (then nothing is added or stored). Shared by
 * every node on Redis.
 */
export type RelayRateTake = {
  checks: readonly RelayRateCheck[]
  count: number
  windowMs: number
  now: number
}

/** One fixed-window counter to bump for a rate check. */
export type RelayRateCheck = {
  /** Counter key, e.g. `client:<iss>` or `ip:<address>`. */
  key: string
  /** Most units the key may take per window. */
  max: number
}

/**
 * Where mailboxes and acknowledgements live: in memory for one process, or
 * in Redis so that several relay nodes share them and they survive restarts.
 */
export type RelayStore = {
  /**
   * Adds messages to their topics' mailboxes until `expiresAt`, all or
   * none: when one would take a topic, its publisher or the store over a
   * cap, nothing is stored and the refusal says which cap. A message whose
   * id is already stored is kept once and costs nothing (retries). Bytes
   * are freed only when messages expire. With `rate`, the rate take comes
   * first, in the same step (one round trip on Redis): a rate refusal
   * stores and counts nothing; a cap refusal after it leaves the take
   * counted. A store that writes synchronously (memory) answers
   * synchronously.
   */
  putMessages(
    messages: readonly RelayMessage[],
    caps: RelayStoreCaps,
    rate?: RelayRateTake,
  ): Promise<RelayPutRefusal | undefined> | RelayPutRefusal | undefined
  /** Unexpired messages of a topic, oldest first. */
  getMessages(topic: string, now: number): Promise<RelayMessage[]>
  /**
   * Records that `clientId` acknowledged these messages, each until its
   * `expiresAt` (one ack, or a fetch page's messages at once: one round
   * trip on Redis). Synchronous in memory.
   */
  markAcked(
    clientId: string,
    messages: readonly Pick<RelayMessage, 'id' | 'expiresAt'>[],
  ): Promise<void> | void
  /** The subset of `messageIds` that `clientId` acknowledged. */
  getAcked(
    clientId: string,
    messageIds: readonly string[],
  ): Promise<Set<string>>
  close(): Promise<void>
}

/**
 * Fans a published message out to every relay node (including this one).
 * In memory it calls the handler directly; with Redis it is pub/sub.
 */
export type RelayBus = {
  /**
   * Fans a message out to the other relay nodes (this node's subscribers
   * have it from the core already); the memory bus has no other node.
   */
  publish(message: RelayMessage): Promise<void> | void
  /** Messages published on the other nodes. */
  onMessage(handler: (message: RelayMessage) => void): void
  /**
   * Called after the bus reconnected (Redis pub/sub dropped and is back):
   * publishes made meanwhile never reached this node's handlers, so the
   * relay re-reads the mailboxes of its local topics. Never called in memory.
   */
  onReconnect(handler: () => void): void
  close(): Promise<void>
}

/** The socket as the relay core sees it: any runtime can adapt to this. */
export type RelaySocket = {
  send(text: string): void
  close(code: number, reason: string): void
  /**
   * Bytes accepted by `send` and not yet written to the network. The core
   * closes a socket whose buffer would pass `maxSocketBufferBytes`.
   * @default () => 0
   */
  bufferedBytes?(): number
  /** Resolves once `bufferedBytes()` ≤ `bytes`, or the socket closed. */
  drained?(bytes: number): Promise<void>
}

/**
 * The relay's limits, per socket, client id, IP or node (each field says
 * which). A breach by a request is answered with a JSON-RPC error; a breach
 * by a connection (slow reader, idle, unfinished message, a node budget) is
 * a close code from `relayCloseCodes`, and a refused connection an HTTP
 * 503/429. README "Limits" and "Memory bound".
 */
export type RelayLimits = {
  /** Largest text frame answered normally, bytes. @default 1_048_576 */
  maxFrameBytes: number
  /** Topics one connection may be subscribed to. @default 5_000 */
  maxSubscriptions: number
  /**
   * Publishes per second per connection (burst = 2×). One call larger than
   * the burst (a full `irn_batchPublish`) passes when the bucket is full
   * and leaves it in debt. @default 100
   */
  publishPerSecond: number
  /**
   * Publishes per second per client id (JWT `iss`) across all its sockets
   * and, on Redis, all nodes; counted in fixed windows of `publishWindowMs`.
   * @default 200
   */
  clientPublishPerSecond: number
  /**
   * Publishes per second per client IP across all sockets and nodes;
   * counted in fixed windows of `publishWindowMs`. @default 5_000
   */
  ipPublishPerSecond: number
  /**
   * Bytes of messages per second one client IP may publish through this
   * node (token bucket, burst = max(2 × rate, `maxFrameBytes`)), counted
   * before anything reaches the store: a flood of large messages is refused
   * on the node that reads it, so it never queues in front of other
   * clients' writes to Redis. Per node, in memory. @default 4_194_304
   */
  ipPublishBytesPerSecond: number
  /**
   * Window of the per-client and per-IP publish counters, ms: up to
   * `perSecond × publishWindowMs / 1000` publishes per window. Must hold
   * `maxBatchSize`. @default 10_000
   */
  publishWindowMs: number
  /**
   * Bytes one topic's mailbox may hold (messages + attestations + 768
   * bytes of overhead per message) until they expire. @default 4_194_304
   */
  maxTopicBytes: number
  /**
   * Bytes the unexpired messages of one publisher (JWT `iss`) may hold
   * across all topics (and, on Redis, all nodes). @default 16_777_216
   */
  maxClientBytes: number
  /**
   * Bytes the unexpired messages published from one IP may hold, all
   * client ids, topics (and, on Redis, nodes) together: client ids are free
   * to mint, so this keeps one address from filling the store.
   * @default 67_108_864
   */
  maxIpBytes: number
  /**
   * Bytes the in-memory store may hold in all (messages and acks); Redis
   * is bounded by its own `maxmemory` instead. @default 268_435_456
   */
  maxStoreBytes: number
  /** Topics or messages in one batch call. @default 500 */
  maxBatchSize: number
  /** Longest accepted ttl, seconds (30 days). @default 2_592_000 */
  maxTtl: number
  /** WebSocket ping interval, ms (the SDK drops after 35 s). @default 20_000 */
  pingIntervalMs: number
  /**
   * Bytes of the messages in one `irn_fetchMessages` or
   * `irn_batchFetchMessages` answer (at least one message is always
   * returned); `hasMore: true` when cut. @default 1_048_576
   */
  maxFetchBytes: number
  /**
   * Unwritten output of one socket, bytes. Past it the socket is closed with
   * 4010 (slow consumer); backlog delivery waits for the socket to drain
   * below half of it. @default 4_194_304
   */
  maxSocketBufferBytes: number
  /**
   * Unwritten output over all sockets of the node, bytes. Past it the
   * largest consumers are terminated. @default 134_217_728
   */
  maxBufferedBytesTotal: number
  /**
   * Unfinished incoming messages plus frames waiting to be handled, over all
   * sockets, bytes. The socket that passes it is terminated.
   * @default 67_108_864
   */
  maxInboundBytesTotal: number
  /** TCP connections (handshaking or open) per node. @default 10_000 */
  maxConnections: number
  /** TCP connections per client IP (see `trustProxy`). @default 1_000 */
  maxConnectionsPerIp: number
  /** TCP accepted → WebSocket upgrade done, ms. @default 10_000 */
  handshakeTimeoutMs: number
  /**
   * A socket with no subscription that sent no frame for this long is
   * closed with 4009, ms. @default 300_000
   */
  idleTimeoutMs: number
  /**
   * A started incoming message (a frame still arriving, or unfinished
   * fragments) must complete within this, ms; else close 4012.
   * @default 10_000
   */
  partialMessageTimeoutMs: number
  /**
   * Subscriptions (topic × socket) on one node; past it a subscribe is
   * answered 3001 `nodeSubscriptionLimit`. @default 200_000
   */
  maxSubscriptionsTotal: number
  /**
   * Mailbox reads (fetch, backlog) in progress at once on one node; more
   * wait their turn. Bounds the mailbox copies a Redis node holds.
   * @default 16
   */
  maxConcurrentFetches: number
  /**
   * Push records over all sockets of a node: the ids a socket was pushed,
   * kept until they expire so nothing is pushed twice (unacked ones also
   * await their ack). Past it the sockets holding the most are closed with
   * 4011. @default 500_000
   */
  maxPushRecordsTotal: number
}

export const defaultRelayLimits: RelayLimits = {
  maxFrameBytes: 1_048_576,
  maxSubscriptions: 5_000,
  publishPerSecond: 100,
  clientPublishPerSecond: 200,
  ipPublishPerSecond: 5_000,
  ipPublishBytesPerSecond: 4_194_304,
  publishWindowMs: 10_000,
  maxTopicBytes: 4_194_304,
  maxClientBytes: 16_777_216,
  maxIpBytes: 67_108_864,
  maxStoreBytes: 268_435_456,
  maxBatchSize: 500,
  maxTtl: 2_592_000,
  pingIntervalMs: 20_000,
  maxFetchBytes: 1_048_576,
  maxSocketBufferBytes: 4_194_304,
  maxBufferedBytesTotal: 134_217_728,
  maxInboundBytesTotal: 67_108_864,
  maxConnections: 10_000,
  maxConnectionsPerIp: 1_000,
  handshakeTimeoutMs: 10_000,
  idleTimeoutMs: 300_000,
  partialMessageTimeoutMs: 10_000,
  maxSubscriptionsTotal: 200_000,
  maxConcurrentFetches: 16,
  maxPushRecordsTotal: 500_000,
}
