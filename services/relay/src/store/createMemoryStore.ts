import type {
  RelayMessage,
  RelayRateCheck,
  RelayRateTake,
  RelayStore,
  RelayStoreCaps,
  RelayStoreRefusal,
} from '../core/types.js'
import { storedMessageBytes } from './storedMessageBytes.js'

export type CreateMemoryStoreParameters = {
  /** How often expired entries are swept, ms. @default 60_000 */
  sweepIntervalMs?: number | undefined
  /** Clock. @default Date.now */
  now?: () => number
}

/**
 * Bytes one ack entry counts against `maxStoreBytes` (map entry, id key,
 * expiry): about 150 in V8.
 */
const ackBytes = 192

/** A cap that is hit sweeps everything at most this often, ms. */
const capSweepIntervalMs = 1_000

type Mailbox = {
  messages: Map<string, RelayMessage>
  bytes: number
  /** Earliest `expiresAt` in the box (a sweep is useless before it). */
  earliest: number
}

/**
 * In-process mailboxes and acks. Lost when the process exits; use
 * `createRedisStore` to share them between nodes and restarts.
 *
 * Bytes are counted per topic, per publisher, per publisher IP and in total (messages via
 * `storedMessageBytes`, acks 192 each) and freed only when entries expire:
 * a periodic sweep, plus a sweep when a cap would refuse a put (per topic
 * when its earliest message has expired, in full at most once a second).
 * The total never passes `maxStoreBytes`: past it puts are refused and new
 * acks are not recorded.
 */
export function createMemoryStore({
  sweepIntervalMs = 60_000,
  now = Date.now,
}: CreateMemoryStoreParameters = {}): RelayStore {
  const mailboxes = new Map<string, Mailbox>()
  const acks = new Map<string, Map<string, number>>()
  const clientBytes = new Map<string, number>()
  const ipBytes = new Map<string, number>()
  let totalBytes = 0
  /** The store cap of the latest put: acks stop being recorded past it. */
  let maxStoreBytes = Number.POSITIVE_INFINITY
  let earliest = Number.POSITIVE_INFINITY
  let lastCapSweep = Number.NEGATIVE_INFINITY
  let rateWindow = Number.NaN
  const rates = new Map<string, number>()

  function count(map: Map<string, number>, key: string, bytes: number) {
    const left = (map.get(key) ?? 0) + bytes
    if (left > 0) map.set(key, left)
    else map.delete(key)
  }

  function free(message: RelayMessage): void {
    const bytes = storedMessageBytes(message)
    totalBytes -= bytes
    count(clientBytes, message.publisher, -bytes)
    if (message.publisherIp !== undefined)
      count(ipBytes, message.publisherIp, -bytes)
  }

  function sweepBox(topic: string, box: Mailbox, time: number): void {
    let next = Number.POSITIVE_INFINITY
    for (const [id, message] of box.messages) {
      if (message.expiresAt <= time) {
        box.messages.delete(id)
        box.bytes -= storedMessageBytes(message)
        free(message)
      } else if (message.expiresAt < next) next = message.expiresAt
    }
    box.earliest = next
    if (box.messages.size === 0) mailboxes.delete(topic)
  }

  function sweep(): void {
    const time = now()
    let next = Number.POSITIVE_INFINITY
    for (const [topic, box] of mailboxes) {
      if (box.earliest <= time) sweepBox(topic, box, time)
      if (box.earliest < next) next = box.earliest
    }
    for (const [client, acked] of acks) {
      for (const [id, expiresAt] of acked)
        if (expiresAt <= time) {
          acked.delete(id)
          totalBytes -= ackBytes
        } else if (expiresAt < next) next = expiresAt
      if (acked.size === 0) acks.delete(client)
    }
    earliest = next
  }
  const timer = setInterval(sweep, sweepIntervalMs)
  timer.unref()

  /** Sweeps everything when it can free bytes, at most once a second. */
  function capSweep(time: number): boolean {
    if (earliest > time || time - lastCapSweep < capSweepIntervalMs)
      return false
    lastCapSweep = time
    sweep()
    return true
  }

  /**
   * Whether `held[key] + bytes` passes `max`, after one full sweep (at most
   * once a second) when it first does.
   */
  function stillOver(
    held: Map<string, number>,
    key: string,
    bytes: number,
    max: number,
    time: number,
  ): boolean {
    if ((held.get(key) ?? 0) + bytes <= max) return false
    return !capSweep(time) || (held.get(key) ?? 0) + bytes > max
  }

  /** The topic cap, sweeping the topic's expired messages once first. */
  function topicRefusal(
    topic: string,
    bytes: number,
    caps: RelayStoreCaps,
    time: number,
  ): RelayStoreRefusal | undefined {
    let box = mailboxes.get(topic)
    if (box && box.bytes + bytes > caps.maxTopicBytes && box.earliest <= time) {
      sweepBox(topic, box, time)
      box = mailboxes.get(topic)
    }
    const used = box?.bytes ?? 0
    if (used + bytes <= caps.maxTopicBytes) return undefined
    return { limit: 'topicBytes', max: caps.maxTopicBytes, used, needed: bytes }
  }

  function heldRefusal(
    limit: 'clientBytes' | 'ipBytes',
    held: Map<string, number>,
    key: string,
    bytes: number,
    max: number,
    time: number,
  ): RelayStoreRefusal | undefined {
    if (!stillOver(held, key, bytes, max, time)) return undefined
    return { limit, max, used: held.get(key) ?? 0, needed: bytes }
  }

  function storeRefusal(
    needed: number,
    caps: RelayStoreCaps,
    time: number,
  ): RelayStoreRefusal | undefined {
    if (totalBytes + needed <= caps.maxStoreBytes) return undefined
    if (capSweep(time) && totalBytes + needed <= caps.maxStoreBytes)
      return undefined
    return {
      limit: 'storeBytes',
      max: caps.maxStoreBytes,
      used: totalBytes,
      needed,
    }
  }

  /**
   * The first cap one message (the usual publish) would break, checked
   * without building the sums: per topic, per publisher, per publisher IP,
   * then in total (expired bytes swept once first).
   */
  function refusalOfOne(
    message: RelayMessage,
    bytes: number,
    caps: RelayStoreCaps,
    time: number,
  ): RelayStoreRefusal | undefined {
    return (
      topicRefusal(message.topic, bytes, caps, time) ??
      heldRefusal(
        'clientBytes',
        clientBytes,
        message.publisher,
        bytes,
        caps.maxClientBytes,
        time,
      ) ??
      (message.publisherIp === undefined
        ? undefined
        : heldRefusal(
            'ipBytes',
            ipBytes,
            message.publisherIp,
            bytes,
            caps.maxIpBytes,
            time,
          )) ??
      storeRefusal(bytes, caps, time)
    )
  }

  /** The first cap a batch's `fresh` messages would break, in that order. */
  function refusal(
    fresh: readonly RelayMessage[],
    sizes: readonly number[],
    caps: RelayStoreCaps,
    time: number,
  ): RelayStoreRefusal | undefined {
    const perTopic = new Map<string, number>()
    const perClient = new Map<string, number>()
    const perIp = new Map<string, number>()
    let needed = 0
    for (let index = 0; index < fresh.length; index++) {
      const message = fresh[index] as RelayMessage
      const bytes = sizes[index] as number
      needed += bytes
      count(perTopic, message.topic, bytes)
      count(perClient, message.publisher, bytes)
      if (message.publisherIp !== undefined)
        count(perIp, message.publisherIp, bytes)
    }
    for (const [topic, bytes] of perTopic) {
      const refused = topicRefusal(topic, bytes, caps, time)
      if (refused) return refused
    }
    for (const [limit, wanted, held, max] of [
      ['clientBytes', perClient, clientBytes, caps.maxClientBytes],
      ['ipBytes', perIp, ipBytes, caps.maxIpBytes],
    ] as const)
      for (const [key, bytes] of wanted) {
        const refused = heldRefusal(limit, held, key, bytes, max, time)
        if (refused) return refused
      }
    return storeRefusal(needed, caps, time)
  }

  /**
   * The index of the first check over its max (nothing added), or -1.
   * Fixed windows: counters of a past window are all dropped at once.
   */
  function takeRate({ checks, count, windowMs, now: time }: RelayRateTake) {
    const window = Math.floor(time / windowMs)
    if (window !== rateWindow) {
      rates.clear()
      rateWindow = window
    }
    for (let index = 0; index < checks.length; index++) {
      const check = checks[index] as RelayRateCheck
      if ((rates.get(check.key) ?? 0) + count > check.max) return index
    }
    for (let index = 0; index < checks.length; index++) {
      const { key } = checks[index] as RelayRateCheck
      rates.set(key, (rates.get(key) ?? 0) + count)
    }
    return -1
  }

  /**
   * Whether a put stores `message`: a retry is free while the first copy
   * lives; after its expiry the publish is new (the expired copy is swept
   * first).
   */
  function isFresh(message: RelayMessage, time: number): boolean {
    const box = mailboxes.get(message.topic)
    const stored = box?.messages.get(message.id)
    if (!box || !stored) return true
    if (stored.expiresAt > time) return false
    sweepBox(message.topic, box, time)
    return true
  }

  /** Stores a message the caps took, and counts its bytes. */
  function add(message: RelayMessage, bytes: number): void {
    let box = mailboxes.get(message.topic)
    if (!box) {
      box = {
        messages: new Map(),
        bytes: 0,
        earliest: Number.POSITIVE_INFINITY,
      }
      mailboxes.set(message.topic, box)
    }
    box.messages.set(message.id, message)
    box.bytes += bytes
    if (message.expiresAt < box.earliest) box.earliest = message.expiresAt
    if (message.expiresAt < earliest) earliest = message.expiresAt
    totalBytes += bytes
    count(clientBytes, message.publisher, bytes)
    if (message.publisherIp !== undefined)
      count(ipBytes, message.publisherIp, bytes)
  }

  /** A client's acks (message id → expiry), made when it has none. */
  function ackedOf(clientId: string): Map<string, number> {
    let acked = acks.get(clientId)
    if (!acked) {
      acked = new Map()
      acks.set(clientId, acked)
    }
    return acked
  }

  return {
    putMessages(messages, caps, rate) {
      if (rate) {
        const over = takeRate(rate)
        if (over >= 0) return { limit: 'rate', check: over }
      }
      maxStoreBytes = caps.maxStoreBytes
      const time = now()
      if (messages.length === 1) {
        const message = messages[0] as RelayMessage
        if (!isFresh(message, time)) return undefined
        const bytes = storedMessageBytes(message)
        const refused = refusalOfOne(message, bytes, caps, time)
        if (!refused) add(message, bytes)
        return refused
      }
      const fresh: RelayMessage[] = []
      // Duplicates within one batch.
      const ids = new Set<string>()
      for (const message of messages) {
        const key = `${message.topic}:${message.id}`
        if (ids.has(key)) continue
        ids.add(key)
        if (isFresh(message, time)) fresh.push(message)
      }
      if (fresh.length === 0) return undefined
      const sizes = fresh.map(storedMessageBytes)
      const refused = refusal(fresh, sizes, caps, time)
      if (refused) return refused
      for (let index = 0; index < fresh.length; index++)
        add(fresh[index] as RelayMessage, sizes[index] as number)
      return undefined
    },
    async getMessages(topic, time) {
      const box = mailboxes.get(topic)
      if (!box) return []
      return [...box.messages.values()]
        .filter((m) => m.expiresAt > time)
        .sort((a, b) => a.seq - b.seq)
    },
    markAcked(clientId, messages) {
      let acked = ackedOf(clientId)
      for (const { id, expiresAt } of messages) {
        if (!acked.has(id)) {
          // A full store records no new ack (the bound holds); the message
          // may then come again on the client's next socket, never twice on
          // one socket.
          if (totalBytes + ackBytes > maxStoreBytes) {
            capSweep(now())
            if (totalBytes + ackBytes > maxStoreBytes) return
            // The sweep drops a client's emptied map: take it again (an
            // ack set in the dropped one was lost, its bytes still counted).
            acked = ackedOf(clientId)
          }
          totalBytes += ackBytes
        }
        acked.set(id, expiresAt)
        if (expiresAt < earliest) earliest = expiresAt
      }
    },
    async getAcked(clientId, messageIds) {
      const acked = acks.get(clientId)
      return new Set(acked ? messageIds.filter((id) => acked.has(id)) : [])
    },
    async close() {
      clearInterval(timer)
      mailboxes.clear()
      acks.clear()
      clientBytes.clear()
      ipBytes.clear()
      rates.clear()
      totalBytes = 0
    },
  }
}
