import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayErrorCodes } from '../rpc/relayErrorCodes.js'
import type { RelayConnection } from './RelayConnection.js'
import { subscriptionId } from './subscriptionId.js'
import type { RelayLimits } from './types.js'

/** The node's local subscriptions: topic → sockets, and their count. */
export type Subscriptions = {
  /**
   * Subscribes under the per-socket and per-node caps (a breach throws a
   * 3001 and subscribes nothing); returns the subscription id of each
   * topic, in order. Synchronous, so no publish slips in between.
   */
  subscribe(connection: RelayConnection, topics: readonly string[]): string[]
  unsubscribe(connection: RelayConnection, topics: readonly string[]): void
  /** The sockets subscribed to `topic` on this node, if any. */
  subscribersOf(topic: string): ReadonlySet<RelayConnection> | undefined
  /** Topics with at least one local subscriber. */
  topics(): IterableIterator<string>
  /** How many topics have a local subscriber. */
  topicCount(): number
}

/**
 * Who is subscribed to what on this node, under `maxSubscriptions` per
 * socket and `maxSubscriptionsTotal` (topic × socket) per node. Each
 * socket's own topic → subscription id map is `connection.topics`.
 */
export function createSubscriptions(
  limits: Pick<RelayLimits, 'maxSubscriptions' | 'maxSubscriptionsTotal'>,
): Subscriptions {
  const byTopic = new Map<string, Set<RelayConnection>>()
  let subscriptionCount = 0
  return {
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
    subscribersOf: (topic) => byTopic.get(topic),
    topics: () => byTopic.keys(),
    topicCount: () => byTopic.size,
  }
}
