import { createBacklogDelivery } from './createBacklogDelivery.js'
import { createDelivery } from './createDelivery.js'
import { createEarlyRefusal } from './createEarlyRefusal.js'
import { createFairQueue, type FairQueue } from './createFairQueue.js'
import { createFrameHandler } from './createFrameHandler.js'
import { createFrameQueue, type Frame } from './createFrameQueue.js'
import { createMailboxReader } from './createMailboxReader.js'
import { createPublisher } from './createPublisher.js'
import { createPushRecords } from './createPushRecords.js'
import { createRateLimiter } from './createRateLimiter.js'
import { createSocketOutput } from './createSocketOutput.js'
import { createSubscriptions } from './createSubscriptions.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayOperations } from './RelayOperations.js'
import {
  defaultRelayLimits,
  type RelayBus,
  type RelayLimits,
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
  /**
   * Turns by client IP for work of a millisecond or more (large frames,
   * fetch pages; the socket adapter's handshakes): shared, so one line per
   * address covers all of it.
   */
  readonly fair: FairQueue
  /**
   * Registers an authenticated socket; `ip` (the client's address) keys
   * the per-IP publish rate.
   */
  open(socket: RelaySocket, clientId: string, ip?: string): RelayConnection
  /**
   * Handles one text frame (its text, or its UTF-8 bytes, decoded when it
   * is handled); never throws or rejects. Returns a promise only while the
   * frame (or an earlier one of the socket) is still in progress.
   */
  receive(connection: RelayConnection, frame: Frame): Promise<void> | undefined
  /** Forgets a socket (its unacked messages stay in the mailbox). */
  closed(connection: RelayConnection): void
  /** Open sockets and subscribed topics on this node. */
  stats(): { connections: number; topics: number }
}

/**
 * The relay's state machine, independent of any socket library: local
 * subscriptions, delivery with per-client dedupe, acks and publisher
 * exclusion, over a pluggable store (mailboxes, acks) and bus (fan-out).
 * It wires its parts together: `createSubscriptions`, `createSocketOutput`
 * (per-socket output budget), `createPushRecords` (dedupe and the node's
 * push-record cap), `createDelivery` (pushes, bus fan-in, acks),
 * `createMailboxReader` and `createBacklogDelivery` (fetches and backlogs),
 * `createPublisher` (caps, rates, store, fan-out), `createFrameHandler`
 * and `createFrameQueue` (frames, in order per socket), `createFairQueue`
 * (large frames, fetch pages and asynchronous answers take turns by
 * client IP).
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
  const subscriptions = createSubscriptions(limits)
  const { send, room } = createSocketOutput({ limits, forget, onError })
  const pushRecords = createPushRecords({ limits, now, connections, forget })
  const delivery = createDelivery({
    store,
    subscriptions,
    pushRecords,
    send,
    now,
  })
  // One line per client IP for work that takes a millisecond or more.
  const fair = createFairQueue()
  const mailbox = createMailboxReader({ store, limits, now, fair })
  const publisher = createPublisher({
    store,
    bus,
    deliver: delivery.deliver,
    limits,
    now,
    onError,
  })
  const operations: RelayOperations = {
    limits,
    subscribe: subscriptions.subscribe,
    unsubscribe: subscriptions.unsubscribe,
    deliverBacklog: createBacklogDelivery({
      fetch: mailbox.fetch,
      push: delivery.push,
      room,
    }),
    publish: publisher.publish,
    fanOut: publisher.fanOut,
    fetch: mailbox.fetch,
    fetchMany: mailbox.fetchMany,
    markDelivered: mailbox.markDelivered,
  }
  const receive = createFrameQueue({
    handle: createFrameHandler({
      limits,
      operations,
      send,
      acknowledge: delivery.acknowledge,
      fair,
      onError,
    }),
    fair,
    refuseEarly: createEarlyRefusal({ limits, publisher, send }),
    onError,
  })

  bus.onMessage(delivery.deliver)
  bus.onReconnect(() => {
    delivery.resync().catch(onError)
  })

  /** Stops all delivery to a socket (idempotent). */
  function forget(connection: RelayConnection): void {
    connection.closed = true
    connections.delete(connection)
    subscriptions.unsubscribe(connection, [...connection.topics.keys()])
    pushRecords.drop(connection)
  }

  return {
    limits,
    fair,
    open(socket, clientId, ip) {
      const connection: RelayConnection = {
        clientId,
        ip,
        socket,
        topics: new Map(),
        pending: new Map(),
        seen: new Map(),
        seenLimit: 1024,
        limiter: createRateLimiter({
          perSecond: limits.publishPerSecond,
          now,
        }),
        tail: undefined,
        closed: false,
      }
      connections.add(connection)
      return connection
    },
    receive,
    closed: forget,
    stats() {
      return {
        connections: connections.size,
        topics: subscriptions.topicCount(),
      }
    },
  }
}
