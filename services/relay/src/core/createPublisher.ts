import { hash } from 'node:crypto'
import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayErrorCodes } from '../rpc/relayErrorCodes.js'
import { andThen } from './andThen.js'
import { createKeyedRateLimiter } from './createKeyedRateLimiter.js'
import { ipPublishBytesError } from './ipPublishBytesError.js'
import { publishRateError } from './publishRateError.js'
import type { RelayConnection } from './RelayConnection.js'
import type { RelayOperations } from './RelayOperations.js'
import { storeRefusalError } from './storeRefusalError.js'
import type {
  RelayBus,
  RelayLimits,
  RelayMessage,
  RelayRateCheck,
  RelayStore,
} from './types.js'

/** The publishing side of `RelayOperations`. */
export type Publisher = Pick<RelayOperations, 'publish' | 'fanOut'> & {
  /**
   * Whether the connection's IP may publish `bytes` more message bytes on
   * this node now (its byte-rate bucket; always without an IP). Takes
   * nothing.
   */
  affordsIpBytes(connection: RelayConnection, bytes: number): boolean
}

export type CreatePublisherParameters = {
  store: RelayStore
  bus: RelayBus
  /** Pushes a stored message to this node's subscribers. */
  deliver: (message: RelayMessage) => void
  limits: RelayLimits
  now: () => number
  onError: (error: unknown) => void
}

/**
 * Publishing: the socket's token bucket, the IP's byte rate on this node,
 * the client id's and the IP's windows on all nodes, then the store's byte caps, all before anything
 * is stored (a refusal stores nothing); and the fan-out, which methods
 * run after their answer: to this node's subscribers at once, then over
 * the bus to the other nodes (a bus outage or a slow Redis never delays
 * delivery on the publisher's own node). Synchronous when the store and
 * the bus are (memory).
 */
export function createPublisher({
  store,
  bus,
  deliver,
  limits,
  now,
  onError,
}: CreatePublisherParameters): Publisher {
  let lastSeq = 0
  const publishWindowSeconds = limits.publishWindowMs / 1000
  const perWindow = (perSecond: number) =>
    Math.max(1, Math.floor(perSecond * publishWindowSeconds))
  const storeCaps = {
    maxTopicBytes: limits.maxTopicBytes,
    maxClientBytes: limits.maxClientBytes,
    maxIpBytes: limits.maxIpBytes,
    maxStoreBytes: limits.maxStoreBytes,
  }
  const ipBytes = createKeyedRateLimiter({
    perSecond: limits.ipPublishBytesPerSecond,
    burst: Math.max(2 * limits.ipPublishBytesPerSecond, limits.maxFrameBytes),
    now,
  })

  /** Message bytes (base64, so one byte per character) of a publish. */
  function bytesOf(inputs: readonly { message: string }[]): number {
    let bytes = 0
    for (const input of inputs) bytes += input.message.length
    return bytes
  }

  /** The client id's and the IP's counters, built once per socket. */
  function rateChecks(connection: RelayConnection): RelayRateCheck[] {
    let checks = connection.rateChecks
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
    connection.rateChecks = checks
    return checks
  }

  return {
    affordsIpBytes(connection, bytes) {
      return connection.ip === undefined || ipBytes.allows(connection.ip, bytes)
    },
    publish(connection, inputs) {
      if (!connection.limiter.take(inputs.length))
        throw new RelayRpcError(
          relayErrorCodes.rateLimited,
          `Rate limit: at most ${limits.publishPerSecond} publishes per second per connection; nothing was stored: slow down`,
          'publishRate',
        )
      if (
        connection.ip !== undefined &&
        !ipBytes.take(connection.ip, bytesOf(inputs))
      )
        throw ipPublishBytesError(limits.ipPublishBytesPerSecond)
      const checks = rateChecks(connection)
      const publishedAt = now()
      const messages = inputs.map((input): RelayMessage => {
        lastSeq = Math.max(publishedAt * 1000, lastSeq + 1)
        const message: RelayMessage = {
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
        }
        if (connection.ip !== undefined) message.publisherIp = connection.ip
        if (input.attestation !== undefined)
          message.attestation = input.attestation
        return message
      })
      // Rate first (nothing counted when refused), then the byte caps, in
      // one step of the store; the answer `true` means stored, and the
      // fan-out comes after it.
      return andThen(
        store.putMessages(messages, storeCaps, {
          checks,
          count: inputs.length,
          windowMs: limits.publishWindowMs,
          now: publishedAt,
        }),
        (refusal) => {
          if (!refusal) return messages
          if (refusal.limit === 'rate')
            throw publishRateError(checks[refusal.check], publishWindowSeconds)
          throw storeRefusalError(refusal)
        },
      )
    },
    fanOut(messages) {
      let chain: Promise<void> | undefined
      for (const message of messages) {
        try {
          deliver(message)
        } catch (error) {
          onError(error)
        }
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
  }
}
