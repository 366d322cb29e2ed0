/** One published message as the relay stores and delivers it. */
export type RelayMessage = {
  /** sha256(message) hex: identical retries collapse into one message. */
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
}

/**
 * Where mailboxes and acknowledgements live: in memory for one process, or
 * in Redis so that several relay nodes share them and they survive restarts.
 */
export type RelayStore = {
  /**
   * Adds a message to its topic's mailbox until `expiresAt`. A store that
   * writes synchronously (memory) returns nothing, so the relay fans the
   * message out in the same tick.
   */
  putMessage(message: RelayMessage): Promise<void> | void
  /** Unexpired messages of a topic, oldest first. */
  getMessages(topic: string, now: number): Promise<RelayMessage[]>
  /** Records that `clientId` acknowledged `messageId` (sync in memory). */
  markAcked(
    clientId: string,
    messageId: string,
    expiresAt: number,
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
  /** Fans out; the memory bus does it synchronously and returns nothing. */
  publish(message: RelayMessage): Promise<void> | void
  onMessage(handler: (message: RelayMessage) => void): void
  close(): Promise<void>
}

/** The socket as the relay core sees it: any runtime can adapt to this. */
export type RelaySocket = {
  send(text: string): void
  close(code: number, reason: string): void
}

/** Per-client limits; every breach is answered with a JSON-RPC error. */
export type RelayLimits = {
  /** Largest text frame answered normally, bytes. @default 1_048_576 */
  maxFrameBytes: number
  /** Topics one connection may be subscribed to. @default 5_000 */
  maxSubscriptions: number
  /** Publishes per second per connection (burst = 2×). @default 100 */
  publishPerSecond: number
  /** Topics or messages in one batch call. @default 500 */
  maxBatchSize: number
  /** Longest accepted ttl, seconds (30 days). @default 2_592_000 */
  maxTtl: number
  /** WebSocket ping interval, ms (the SDK drops after 35 s). @default 20_000 */
  pingIntervalMs: number
}

export const defaultRelayLimits: RelayLimits = {
  maxFrameBytes: 1_048_576,
  maxSubscriptions: 5_000,
  publishPerSecond: 100,
  maxBatchSize: 500,
  maxTtl: 2_592_000,
  pingIntervalMs: 20_000,
}
