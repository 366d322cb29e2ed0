import { hash } from 'node:crypto'
import { relayMethods } from '../methods/relayMethods.js'
import { formatError, formatResult } from '../rpc/formatResponse.js'
import { parseFrame } from '../rpc/parseFrame.js'
import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayCloseCodes, relayErrorCodes } from '../rpc/relayErrorCodes.js'
import { andThen } from './andThen.js'
import { createRateLimiter } from './createRateLimiter.js'
import { createSlots } from './createSlots.js'
import { formatSubscription } from './formatSubscription.js'
import { formatSubscriptionData } from './formatSubscriptionData.js'
import type { RelayConnection } from './RelayConnection.js'
import type { MethodResult, RelayOperations } from './RelayOperations.js'
import { storeRefusalError } from './storeRefusalError.js'
import { subscriptionId } from './subscriptionId.js'
import {
  defaultRelayLimits,
  type RelayBus,
  type RelayLimits,
  type RelayMessage,
  type RelayRateCheck,
  type RelaySocket,
  type RelayStore,
  type RelayStoreRefusal,
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
   * Registers an authenticated socket; `ip` (the client's address) keys
   * the per-IP publish rate.
   */
  open(socket: RelaySocket, clientId: string, ip?: string): RelayConnection
  /**
   * Handles one text frame; never throws or rejects. Returns a promise only
   * while the frame (or an earlier one of the socket) is still in progress.
   */
  receive(connection: RelayConnection, text: string): Promise<void> | undefined
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
  let subscriptionCount = 0
  /** `seen` entries over all sockets (pending ones included). */
  let seenTotal = 0
  // At most maxConcurrentFetches mailboxes are being read at once on the
  // node (each a copy of up to maxTopicBytes on Redis).
  const fetchSlots = createSlots(limits.maxConcurrentFetches)

  /** A topic's mailbox messages for the caller (not its own, not acked). */
  async function readMailbox(
    connection: RelayConnection,
    topic: string,
  ): Promise<RelayMessage[]> {
    const all = await store.getMessages(topic, now())
    const candidates = all.filter((m) => m.publisher !== connection.clientId)
    const acked = await store.getAcked(
      connection.clientId,
      candidates.map((m) => m.id),
    )
    return candidates.filter((m) => !acked.has(m.id))
  }
  let lastSeq = 0

  function nextPushId(): string {
    // ms * 1000 + counter, like the SDK's payloadId: unique and < 2^53.
    lastPushId = Math.max(now() * 1000, lastPushId + 1)
    return String(lastPushId)
  }

  /**
   * The one place every answer and push goes out. A socket whose unwritten
   * output would pass `maxSocketBufferBytes` is not its reader's problem
   * any more: it is closed (4010) and gets nothing else; its unacked
   * messages stay in the mailbox for its next socket.
   */
  function send(connection: RelayConnection, text: string): void {
    if (connection.closed) return
    try {
      const socket = connection.socket
      const buffered = socket.bufferedBytes?.() ?? 0
      if (
        buffered > 0 &&
        buffered + text.length > limits.maxSocketBufferBytes
      ) {
        forget(connection)
        socket.close(
          relayCloseCodes.slowConsumer,
          `Slow consumer: ${buffered} bytes unread, limit ${limits.maxSocketBufferBytes}`,
        )
        return
      }
      socket.send(text)
    } catch (error) {
      onError(error)
    }
  }

  /** Stops all delivery to a socket (idempotent). */
  function forget(connection: RelayConnection): void {
    connection.closed = true
    connections.delete(connection)
    operations.unsubscribe(connection, [...connection.topics.keys()])
    // Late acks of a closed socket are lost: those messages come again.
    seenTotal -= connection.seen.size
    connection.seen.clear()
    connection.pending.clear()
  }

  /**
   * Waits until the socket has room for about `bytes` more within half of
   * `maxSocketBufferBytes`, so a backlog goes out at the pace the client
   * reads instead of piling up in memory.
   */
  function room(
    connection: RelayConnection,
    bytes: number,
  ): Promise<void> | undefined {
    const socket = connection.socket
    const buffered = socket.bufferedBytes?.() ?? 0
    const highWater = limits.maxSocketBufferBytes / 2
    if (buffered === 0 || buffered + bytes <= highWater) return undefined
    return socket.drained?.(Math.max(0, highWater - bytes))
  }

  /**
   * Pushes a topic's undelivered mailbox messages until the socket's output
   * budget is half full; then returns the wait for it to drain (the caller
   * reads the topic again after it, `seen` skips what went out).
   */
  async function pushBacklog(
    connection: RelayConnection,
    topic: string,
  ): Promise<{ drained: Promise<void> } | undefined> {
    if (connection.closed) return undefined
    const messages = await operations.fetch(connection, topic)
    for (const message of messages) {
      if (connection.closed) return undefined
      if (connection.seen.has(message.id)) continue
      const wait = room(
        connection,
        message.message.length + (message.attestation?.length ?? 0) + 512,
      )
      // Wrapped: an async function would adopt a returned promise.
      if (wait) return { drained: wait }
      push(connection, message)
    }
    return undefined
  }

  /**
   * Pushes `message` unless this socket must not get it. `data` is the
   * serialised payload when the caller already has it (fan-out to several
   * sockets formats it once).
   */
  function push(
    connection: RelayConnection,
    message: RelayMessage,
    data?: string,
  ): string | undefined {
    if (message.publisher === connection.clientId) return data
    if (connection.seen.has(message.id)) return data
    const sub = connection.topics.get(message.topic)
    if (sub === undefined) return data
    connection.seen.set(message.id, message.expiresAt)
    const pushId = nextPushId()
    // Only what the ack needs: never a copy of the message body.
    connection.pending.set(pushId, {
      id: message.id,
      expiresAt: message.expiresAt,
    })
    if (++seenTotal > limits.maxPushRecordsTotal) shedPushRecords(connection)
    const payload = data ?? formatSubscriptionData(message)
    send(connection, formatSubscription(pushId, sub, payload))
    return payload
  }

  /**
   * Over `maxPushRecordsTotal`: sweeps the pushing socket's expired
   * records, then closes the sockets holding the most (4011) until the
   * node is back under it.
   */
  function shedPushRecords(connection: RelayConnection): void {
    connection.seenLimit = 0
    pruneSeen(connection)
    while (seenTotal > limits.maxPushRecordsTotal) {
      let largest: RelayConnection | undefined
      for (const c of connections)
        if (!largest || c.seen.size > largest.seen.size) largest = c
      if (!largest) return
      const held = largest.seen.size
      forget(largest)
      largest.socket.close(
        relayCloseCodes.overloaded,
        `Overloaded: ${held} push records on this socket, limit ${limits.maxPushRecordsTotal} on this relay`,
      )
    }
  }

  function pruneSeen(connection: RelayConnection): void {
    if (connection.seen.size < connection.seenLimit) return
    const time = now()
    for (const [id, expiresAt] of connection.seen)
      if (expiresAt <= time) {
        connection.seen.delete(id)
        seenTotal--
      }
    // Sweep again only once the map has doubled: O(1) amortised per ack.
    connection.seenLimit = Math.max(1024, connection.seen.size * 2)
  }

  bus.onMessage((message) => {
    const subscribers = byTopic.get(message.topic)
    if (!subscribers) return
    let data: string | undefined
    for (const connection of subscribers) data = push(connection, message, data)
  })

  /**
   * After a bus reconnect: pushes every local subscriber what its topics'
   * mailboxes hold that it has not seen on this socket nor acked (publishes
   * fanned out while the bus was down never reached this node).
   */
  async function resync(): Promise<void> {
    for (const topic of [...byTopic.keys()]) {
      const messages = await store.getMessages(topic, now())
      if (messages.length === 0) continue
      for (const connection of [...(byTopic.get(topic) ?? [])]) {
        const candidates = messages.filter(
          (m) =>
            m.publisher !== connection.clientId && !connection.seen.has(m.id),
        )
        if (candidates.length === 0) continue
        const acked = await store.getAcked(
          connection.clientId,
          candidates.map((m) => m.id),
        )
        for (const message of candidates)
          if (!acked.has(message.id)) push(connection, message)
      }
    }
  }
  bus.onReconnect(() => {
    resync().catch(onError)
  })

  const publishWindowSeconds = limits.publishWindowMs / 1000
  const perWindow = (perSecond: number) =>
    Math.max(1, Math.floor(perSecond * publishWindowSeconds))
  const storeCaps = {
    maxTopicBytes: limits.maxTopicBytes,
    maxClientBytes: limits.maxClientBytes,
    maxIpBytes: limits.maxIpBytes,
    maxStoreBytes: limits.maxStoreBytes,
  }

  function rateError(check: RelayRateCheck | undefined): RelayRpcError {
    const perIp = check?.key.startsWith('ip:') === true
    return new RelayRpcError(
      relayErrorCodes.rateLimited,
      `Rate limit: at most ${check?.max} publishes per ${publishWindowSeconds} s per ${perIp ? 'IP address' : 'client id (JWT iss)'}, across all connections; nothing was stored: retry in the next window`,
      perIp ? 'ipPublishRate' : 'clientPublishRate',
    )
  }

  const checksOf = new WeakMap<RelayConnection, RelayRateCheck[]>()

  /** The client id's and the IP's counters, built once per socket. */
  function rateChecks(connection: RelayConnection): RelayRateCheck[] {
    let checks = checksOf.get(connection)
    if (checks) return checks
    checks = [
      {
        key: `client:${connection.clientId}`,
        max: perWindow(limits.clientPublishPerSecond),
      },
    ]
    if (connection.ip !== undefined)
      checks.push({
        key: `ip:${connection.ip}`,
        max: perWindow(limits.ipPublishPerSecond),
      })
    checksOf.set(connection, checks)
    return checks
  }

  function storedOrThrow(
    refusal: RelayStoreRefusal | undefined,
    messages: RelayMessage[],
  ): RelayMessage[] {
    if (refusal) throw storeRefusalError(refusal)
    return messages
  }

  const operations: RelayOperations = {
    limits,
    subscribe(connection, topics) {
      const fresh = new Set(
        topics.filter((topic) => !connection.topics.has(topic)),
      )
      if (connection.topics.size + fresh.size > limits.maxSubscriptions)
        throw new RelayRpcError(
          relayErrorCodes.rateLimited,
          `Subscription limit: at most ${limits.maxSubscriptions} topics per connection`,
          'subscriptionLimit',
        )
      if (subscriptionCount + fresh.size > limits.maxSubscriptionsTotal)
        throw new RelayRpcError(
          relayErrorCodes.rateLimited,
          `Subscription limit: this relay node holds at most ${limits.maxSubscriptionsTotal} subscriptions; try again later`,
          'nodeSubscriptionLimit',
        )
      subscriptionCount += fresh.size
      for (const topic of fresh) {
        connection.topics.set(topic, subscriptionId(topic, connection.clientId))
        let set = byTopic.get(topic)
        if (!set) {
          set = new Set()
          byTopic.set(topic, set)
        }
        set.add(connection)
      }
      return topics.map((topic) => connection.topics.get(topic) as string)
    },
    unsubscribe(connection, topics) {
      for (const topic of topics) {
        if (connection.topics.delete(topic)) subscriptionCount--
        const set = byTopic.get(topic)
        set?.delete(connection)
        if (set?.size === 0) byTopic.delete(topic)
      }
    },
    async deliverBacklog(connection, topics) {
      // One topic's mailbox at a time, each push within the socket's
      // output budget: a subscribe of many big mailboxes never builds its
      // whole backlog in memory at once. While the socket drains, nothing
      // of the mailbox is held; the topic is read again afterwards.
      for (const topic of new Set(topics))
        for (;;) {
          const paused = await pushBacklog(connection, topic)
          if (!paused) break
          await paused.drained
        }
    },
    publish(connection, inputs) {
      if (!connection.limiter.take(inputs.length))
        throw new RelayRpcError(
          relayErrorCodes.rateLimited,
          `Rate limit: at most ${limits.publishPerSecond} publishes per second per connection; nothing was stored: slow down`,
          'publishRate',
        )
      const checks = rateChecks(connection)
      const publishedAt = now()
      const messages = inputs.map((input): RelayMessage => {
        lastSeq = Math.max(publishedAt * 1000, lastSeq + 1)
        return {
          // Per topic and publisher: a retry collapses, nothing else does.
          id: hash(
            'sha256',
            `${input.topic}\n${connection.clientId}\n${input.message}`,
            'hex',
          ),
          topic: input.topic,
          message: input.message,
          publishedAt,
          seq: lastSeq,
          tag: input.tag,
          ttl: input.ttl,
          expiresAt: publishedAt + input.ttl * 1000,
          publisher: connection.clientId,
          ...(connection.ip === undefined
            ? {}
            : { publisherIp: connection.ip }),
          ...(input.attestation === undefined
            ? {}
            : { attestation: input.attestation }),
        }
      })
      // Rate first (nothing counted when refused), then the byte caps; the
      // answer `true` means stored, and the fan-out comes after it.
      return andThen(
        store.takeRate(
          checks,
          inputs.length,
          limits.publishWindowMs,
          publishedAt,
        ),
        (over) => {
          if (over >= 0) throw rateError(checks[over])
          return andThen(store.putMessages(messages, storeCaps), (refusal) =>
            storedOrThrow(refusal, messages),
          )
        },
      )
    },
    fanOut(messages) {
      let chain: Promise<void> | undefined
      for (const message of messages) {
        if (chain) {
          chain = chain.then(() => bus.publish(message))
          continue
        }
        try {
          const done = bus.publish(message)
          if (done) chain = done
        } catch (error) {
          onError(error)
        }
      }
      return chain?.catch(onError)
    },
    fetch(connection, topic) {
      return fetchSlots.run(() => readMailbox(connection, topic))
    },
    fetchMany(connection, topics, take) {
      // One slot for the whole page: what it collects is held by a slot.
      return fetchSlots.run(async () => {
        for (const topic of new Set(topics))
          for (const message of await readMailbox(connection, topic))
            if (!take(message)) return
      })
    },
    async markDelivered(connection, messages) {
      await Promise.all(
        messages.map((m) =>
          store.markAcked(connection.clientId, m.id, m.expiresAt),
        ),
      )
    },
  }

  function acknowledge(
    connection: RelayConnection,
    id: string,
    ok: boolean,
  ): Promise<void> | void {
    const message = connection.pending.get(id)
    if (!message) return
    connection.pending.delete(id)
    pruneSeen(connection)
    // An error reply leaves the message unacked: redelivered on reconnect.
    if (ok)
      return store.markAcked(connection.clientId, message.id, message.expiresAt)
  }

  function fail(connection: RelayConnection, id: string, error: unknown) {
    if (error instanceof RelayRpcError) {
      send(connection, formatError(id, error.code, error.message, error.data))
      return
    }
    onError(error)
    send(
      connection,
      formatError(id, relayErrorCodes.internal, 'Internal error'),
    )
  }

  function answer(
    connection: RelayConnection,
    id: string,
    { result, after }: MethodResult,
  ): Promise<void> | void {
    send(connection, formatResult(id, result))
    if (!after) return
    try {
      const done = after()
      if (done)
        return done.catch((error: unknown) => fail(connection, id, error))
    } catch (error) {
      fail(connection, id, error)
    }
  }

  /** Handles one frame; returns a promise only when it went asynchronous. */
  function handle(
    connection: RelayConnection,
    text: string,
  ): Promise<void> | void {
    const frame = parseFrame(text)
    // A UTF-16 code unit is at most 3 UTF-8 bytes: count only when it matters.
    if (text.length * 3 > limits.maxFrameBytes) {
      const bytes = Buffer.byteLength(text)
      if (bytes > limits.maxFrameBytes) {
        send(
          connection,
          formatError(
            frame.id,
            relayErrorCodes.invalidPayload,
            `Frame too large: ${bytes} bytes, limit ${limits.maxFrameBytes}`,
            'frameSize',
          ),
        )
        return
      }
    }
    if (frame.type === 'invalid') {
      send(connection, formatError(frame.id, frame.code, frame.message))
      return
    }
    if (frame.type === 'response')
      return acknowledge(connection, frame.id, frame.ok)
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
    const id = frame.id
    let outcome: Promise<MethodResult> | MethodResult
    try {
      outcome = method(operations, connection, frame.params)
    } catch (error) {
      fail(connection, id, error)
      return
    }
    if (outcome instanceof Promise)
      return outcome.then(
        (result) => answer(connection, id, result),
        (error: unknown) => fail(connection, id, error),
      )
    return answer(connection, id, outcome)
  }

  /** `handle` that never throws or rejects (failures go to `onError`). */
  function run(
    connection: RelayConnection,
    text: string,
  ): Promise<void> | undefined {
    try {
      const done = handle(connection, text)
      if (done) return done.catch((error: unknown) => onError(error))
    } catch (error) {
      onError(error)
    }
    return undefined
  }

  /** Remembers `work` as the socket's tail until it settles. */
  function track(connection: RelayConnection, work: Promise<void>) {
    const tail: Promise<void> = work.then(() => {
      if (connection.tail === tail) connection.tail = undefined
    })
    connection.tail = tail
    return tail
  }

  return {
    limits,
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
    receive(connection, text) {
      // Frames of one socket run in order: synchronously while nothing is
      // pending (the common case in memory), else after the pending one.
      if (connection.tail)
        return track(
          connection,
          connection.tail.then(() => run(connection, text)),
        )
      const pending = run(connection, text)
      return pending && track(connection, pending)
    },
    closed(connection) {
      forget(connection)
    },
    stats() {
      return { connections: connections.size, topics: byTopic.size }
    },
  }
}
