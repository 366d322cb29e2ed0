import type { PushRecords } from './createPushRecords.js'
import type { SocketOutput } from './createSocketOutput.js'
import type { Subscriptions } from './createSubscriptions.js'
import { formatSubscription } from './formatSubscription.js'
import { formatSubscriptionData } from './formatSubscriptionData.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayMessage, RelayStore } from './types.js'

/** Pushes to local subscribers and takes their acks. */
export type Delivery = {
  /**
   * Pushes `message` unless this socket must not get it (its publisher's
   * client id, already seen on this socket, or not subscribed). `data` is
   * the serialised payload when the caller already has it; returns it, so
   * a fan-out to several sockets formats it once.
   */
  push(
    connection: RelayConnection,
    message: RelayMessage,
    data?: string,
  ): string | undefined
  /** A message from the bus: pushed to every local subscriber. */
  deliver(message: RelayMessage): void
  /**
   * After a bus reconnect: pushes every local subscriber what its topics'
   * mailboxes hold that it has not seen on this socket nor acked (publishes
   * fanned out while the bus was down never reached this node).
   */
  resync(): Promise<void>
  /**
   * A client's reply to push `pushId`: `ok` acks the message for its
   * client id; an error reply leaves it unacked (redelivered on reconnect).
   */
  acknowledge(
    connection: RelayConnection,
    pushId: string,
    ok: boolean,
  ): Promise<void> | void
}

export type CreateDeliveryParameters = {
  store: RelayStore
  subscriptions: Subscriptions
  pushRecords: PushRecords
  send: SocketOutput['send']
  now: () => number
}

/**
 * Delivery to the sockets of this node: the `irn_subscription` push with
 * publisher exclusion and per-socket dedupe, the fan-in of bus messages,
 * the re-read after a bus reconnect and the acks.
 */
/** Live messages held per topic while its backlog goes out (then re-read). */
const MAX_HELD_DURING_BACKLOG = 256

export function createDelivery({
  store,
  subscriptions,
  pushRecords,
  send,
  now,
}: CreateDeliveryParameters): Delivery {
  function push(
    connection: RelayConnection,
    message: RelayMessage,
    data?: string,
  ): string | undefined {
    if (message.publisher === connection.clientId) return data
    const sub = connection.topics.get(message.topic)
    if (sub === undefined) return data
    // Undefined when this socket had it already.
    const pushId = pushRecords.record(connection, message)
    if (pushId === undefined) return data
    const payload = data ?? formatSubscriptionData(message)
    send(connection, formatSubscription(pushId, sub, payload))
    return payload
  }

  return {
    push,
    deliver(message) {
      const subscribers = subscriptions.subscribersOf(message.topic)
      if (!subscribers) return
      let data: string | undefined
      for (const connection of subscribers) {
        const held = connection.catchingUp
        if (held?.has(message.topic)) {
          // Its backlog is going out: this one follows it.
          const list = held.get(message.topic)
          if (list && list.length < MAX_HELD_DURING_BACKLOG) list.push(message)
          else held.set(message.topic, undefined)
          continue
        }
        data = push(connection, message, data)
      }
    },
    async resync() {
      for (const topic of [...subscriptions.topics()]) {
        const messages = await store.getMessages(topic, now())
        if (messages.length === 0) continue
        for (const connection of [
          ...(subscriptions.subscribersOf(topic) ?? []),
        ]) {
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
    },
    acknowledge(connection, pushId, ok) {
      const message = pushRecords.settle(connection, pushId)
      if (message && ok) return store.markAcked(connection.clientId, [message])
    },
  }
}
