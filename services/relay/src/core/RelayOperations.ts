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
  /**
   * Checks every publish limit (the connection's bucket, the client id's
   * and the IP's rate on all nodes) for `inputs.length` publishes, then
   * stores them all or none under the byte caps; any breach throws (or
   * rejects with) a 3001 error and stores nothing. Does not fan out: the
   * method answers first and runs `fanOut` in `MethodResult.after`, so the
   * publisher always has its answer before anyone can reply to the message.
   * Synchronous in memory.
   */
  publish(
    connection: RelayConnection,
    inputs: readonly PublishInput[],
  ): Promise<RelayMessage[]> | RelayMessage[]
  /**
   * Fans stored messages out to every node, in order. Never throws:
   * failures go to `onError` (the messages stay in the mailboxes).
   */
  fanOut(messages: readonly RelayMessage[]): Promise<void> | void
  /** Mailbox messages for the caller (not its own, not acked). */
  fetch(connection: RelayConnection, topic: string): Promise<RelayMessage[]>
  /**
   * Marks messages returned by a fetch as delivered (acked for the
   * caller's client id), so the next fetch continues after them.
   */
  markDelivered(
    connection: RelayConnection,
    messages: readonly Pick<RelayMessage, 'id' | 'expiresAt'>[],
  ): Promise<void>
  /**
   * Reads the caller's mailbox messages of `topics` (each once, in order)
   * under one `maxConcurrentFetches` slot, handing each to `take` until it
   * returns false.
   */
  fetchMany(
    connection: RelayConnection,
    topics: readonly string[],
    take: (message: RelayMessage) => boolean,
  ): Promise<void>
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
