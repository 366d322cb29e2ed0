import { createHash } from 'node:crypto'
import { relayMethods } from '../methods/relayMethods.js'
import { formatError, formatResult } from '../rpc/formatResponse.js'
import { parseFrame } from '../rpc/parseFrame.js'
import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayErrorCodes } from '../rpc/relayErrorCodes.js'
import { createRateLimiter } from './createRateLimiter.js'
import { formatSubscription } from './formatSubscription.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayOperations } from './RelayOperations.js'
import { subscriptionId } from './subscriptionId.js'
import {
  defaultRelayLimits,
  type RelayBus,
  type RelayLimits,
  type RelayMessage,
  type RelaySocket,
  type RelayStore,
} from './types.js'

export type CreateRelayCoreParameters = {
  store: RelayStore
  bus: RelayBus
  limits?: Partial<RelayLimits> | undefined
  /** Clock, ms. @default Date.now */
  now?: () => number
  /** Where unexpected store or bus failures are reported. */
  onError?: (error: unknown) => void
}

export type RelayCore = {
  readonly limits: RelayLimits
  /** Registers an authenticated socket. */
  open(socket: RelaySocket, clientId: string): RelayConnection
  /** Handles one text frame; never rejects. */
  receive(connection: RelayConnection, text: string): Promise<void>
  /** Forgets a socket (its unacked messages stay in the mailbox). */
  closed(connection: RelayConnection): void
  /** Open sockets and subscribed topics on this node. */
  stats(): { connections: number; topics: number }
}

/**
 * The relay's state machine, independent of any socket library: local
 * subscriptions, delivery with per-client dedupe, acks and publisher
 * exclusion, over a pluggable store (mailboxes, acks) and bus (fan-out).
 */
export function createRelayCore({
  store,
  bus,
  limits: limitOverrides = {},
  now = Date.now,
  onError = () => {},
}: CreateRelayCoreParameters): RelayCore {
  const limits: RelayLimits = { ...defaultRelayLimits, ...limitOverrides }
  const connections = new Set<RelayConnection>()
  const byTopic = new Map<string, Set<RelayConnection>>()
  let lastPushId = 0
  let lastSeq = 0

  function nextPushId(): string {
    // ms * 1000 + counter, like the SDK's payloadId: unique and < 2^53.
    lastPushId = Math.max(now() * 1000, lastPushId + 1)
    return String(lastPushId)
  }

  function send(connection: RelayConnection, text: string): void {
    if (connection.closed) return
    try {
      connection.socket.send(text)
    } catch (error) {
      onError(error)
    }
  }

  function push(connection: RelayConnection, message: RelayMessage): void {
    if (message.publisher === connection.clientId) return
    if (connection.seen.has(message.id)) return
    if (!connection.topics.has(message.topic)) return
    connection.seen.set(message.id, message.expiresAt)
    const pushId = nextPushId()
    connection.pending.set(pushId, message)
    const sub = subscriptionId(message.topic, connection.clientId)
    send(connection, formatSubscription(pushId, sub, message))
  }

  function pruneSeen(connection: RelayConnection): void {
    if (connection.seen.size < 1024) return
    const time = now()
    for (const [id, expiresAt] of connection.seen)
      if (expiresAt <= time) connection.seen.delete(id)
  }

  bus.onMessage((message) => {
    const subscribers = byTopic.get(message.topic)
    if (subscribers)
      for (const connection of subscribers) push(connection, message)
  })

  const operations: RelayOperations = {
    limits,
    subscribe(connection, topics) {
      const fresh = topics.filter((topic) => !connection.topics.has(topic))
      if (connection.topics.size + fresh.length > limits.maxSubscriptions)
        throw new RelayRpcError(
          relayErrorCodes.rateLimited,
          `Subscription limit: at most ${limits.maxSubscriptions} topics per connection`,
          'subscriptionLimit',
        )
      for (const topic of fresh) {
        connection.topics.add(topic)
        let set = byTopic.get(topic)
        if (!set) {
          set = new Set()
          byTopic.set(topic, set)
        }
        set.add(connection)
      }
      return topics.map((topic) => subscriptionId(topic, connection.clientId))
    },
    unsubscribe(connection, topics) {
      for (const topic of topics) {
        connection.topics.delete(topic)
        const set = byTopic.get(topic)
        set?.delete(connection)
        if (set?.size === 0) byTopic.delete(topic)
      }
    },
    async deliverBacklog(connection, topics) {
      for (const topic of topics) {
        const messages = await operations.fetch(connection, topic)
        for (const message of messages) push(connection, message)
      }
    },
    takePublishTokens(connection, count) {
      if (!connection.limiter.take(count))
        throw new RelayRpcError(
          relayErrorCodes.rateLimited,
          `Rate limit: at most ${limits.publishPerSecond} publishes per second`,
          'publishRate',
        )
    },
    async publish(connection, input) {
      const publishedAt = now()
      lastSeq = Math.max(publishedAt * 1000, lastSeq + 1)
      const message: RelayMessage = {
        id: createHash('sha256').update(input.message).digest('hex'),
        topic: input.topic,
        message: input.message,
        publishedAt,
        seq: lastSeq,
        tag: input.tag,
        ttl: input.ttl,
        expiresAt: publishedAt + input.ttl * 1000,
        publisher: connection.clientId,
        ...(input.attestation === undefined
          ? {}
          : { attestation: input.attestation }),
      }
      await store.putMessage(message)
      await bus.publish(message)
    },
    async fetch(connection, topic) {
      const all = await store.getMessages(topic, now())
      const candidates = all.filter((m) => m.publisher !== connection.clientId)
      const acked = await store.getAcked(
        connection.clientId,
        candidates.map((m) => m.id),
      )
      return candidates.filter((m) => !acked.has(m.id))
    },
  }

  async function acknowledge(
    connection: RelayConnection,
    id: string,
    ok: boolean,
  ): Promise<void> {
    const message = connection.pending.get(id)
    if (!message) return
    connection.pending.delete(id)
    // An error reply leaves the message unacked: redelivered on reconnect.
    if (ok)
      await store.markAcked(connection.clientId, message.id, message.expiresAt)
    pruneSeen(connection)
  }

  async function handle(connection: RelayConnection, text: string) {
    const bytes = Buffer.byteLength(text)
    const frame = parseFrame(text)
    const id = frame.id
    if (bytes > limits.maxFrameBytes) {
      send(
        connection,
        formatError(
          id,
          relayErrorCodes.invalidPayload,
          `Frame too large: ${bytes} bytes, limit ${limits.maxFrameBytes}`,
          'frameSize',
        ),
      )
      return
    }
    if (frame.type === 'invalid') {
      send(connection, formatError(frame.id, frame.code, frame.message))
      return
    }
    if (frame.type === 'response') {
      await acknowledge(connection, frame.id, frame.ok)
      return
    }
    const method = Object.hasOwn(relayMethods, frame.method)
      ? relayMethods[frame.method]
      : undefined
    if (!method) {
      send(
        connection,
        formatError(
          frame.id,
          relayErrorCodes.methodNotFound,
          `Method not found: ${frame.method.slice(0, 64)}`,
        ),
      )
      return
    }
    try {
      const { result, after } = await method(
        operations,
        connection,
        frame.params,
      )
      send(connection, formatResult(frame.id, result))
      await after?.()
    } catch (error) {
      if (error instanceof RelayRpcError) {
        send(
          connection,
          formatError(frame.id, error.code, error.message, error.data),
        )
        return
      }
      onError(error)
      send(
        connection,
        formatError(frame.id, relayErrorCodes.internal, 'Internal error'),
      )
    }
  }

  return {
    limits,
    open(socket, clientId) {
      const connection: RelayConnection = {
        clientId,
        socket,
        topics: new Set(),
        pending: new Map(),
        seen: new Map(),
        limiter: createRateLimiter({
          perSecond: limits.publishPerSecond,
          now,
        }),
        queue: Promise.resolve(),
        closed: false,
      }
      connections.add(connection)
      return connection
    },
    receive(connection, text) {
      const run = () =>
        handle(connection, text).catch((error: unknown) => onError(error))
      connection.queue = connection.queue.then(run)
      return connection.queue
    },
    closed(connection) {
      connection.closed = true
      connections.delete(connection)
      operations.unsubscribe(connection, [...connection.topics])
    },
    stats() {
      return { connections: connections.size, topics: byTopic.size }
    },
  }
}
