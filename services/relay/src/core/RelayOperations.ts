import type { RelayConnection } from './RelayConnection.js'
import type { RelayLimits, RelayMessage } from './types.js'

/** What a publish needs from a method's params. */
export type PublishInput = {
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string | undefined
}

/** The relay operations method handlers are written against. */
export type RelayOperations = {
  readonly limits: RelayLimits
  /** Subscribes (sync, so no publish slips between); returns sub ids. */
  subscribe(connection: RelayConnection, topics: readonly string[]): string[]
  unsubscribe(connection: RelayConnection, topics: readonly string[]): void
  /** Pushes each topic's unacked mailbox messages. */
  deliverBacklog(
    connection: RelayConnection,
    topics: readonly string[],
  ): Promise<void>
  /** Throws a 3001 error when `count` publishes exceed the rate. */
  takePublishTokens(connection: RelayConnection, count: number): void
  /**
   * Stores the message, then fans it out to every node. Returns nothing
   * when both happened synchronously (memory store and bus).
   */
  publish(
    connection: RelayConnection,
    input: PublishInput,
  ): Promise<void> | void
  /** Mailbox messages for the caller (not its own, not acked). */
  fetch(connection: RelayConnection, topic: string): Promise<RelayMessage[]>
}

/** A method's answer, plus work to run after the answer is sent. */
export type MethodResult = {
  result: unknown
  after?: (() => Promise<void> | void) | undefined
}

/** May throw or reject with a `RelayRpcError`; may answer synchronously. */
export type MethodHandler = (
  operations: RelayOperations,
  connection: RelayConnection,
  params: Record<string, unknown>,
) => Promise<MethodResult> | MethodResult
