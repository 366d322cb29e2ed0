import type { RelayLimits } from '../core/types.js'

/** Env var → `RelayLimits` key, for every limit the CLI takes from env. */
const limitEnv: Record<string, keyof RelayLimits> = {
  LATCH_RELAY_MAX_FRAME_BYTES: 'maxFrameBytes',
  LATCH_RELAY_MAX_SUBSCRIPTIONS: 'maxSubscriptions',
  LATCH_RELAY_MAX_SUBSCRIPTIONS_TOTAL: 'maxSubscriptionsTotal',
  LATCH_RELAY_MAX_CONCURRENT_FETCHES: 'maxConcurrentFetches',
  LATCH_RELAY_MAX_PUSH_RECORDS_TOTAL: 'maxPushRecordsTotal',
  LATCH_RELAY_MAX_BATCH_SIZE: 'maxBatchSize',
  LATCH_RELAY_MAX_TTL: 'maxTtl',
  LATCH_RELAY_PING_INTERVAL_MS: 'pingIntervalMs',
  LATCH_RELAY_MAX_FETCH_BYTES: 'maxFetchBytes',
  LATCH_RELAY_MAX_SOCKET_BUFFER_BYTES: 'maxSocketBufferBytes',
  LATCH_RELAY_MAX_BUFFERED_BYTES_TOTAL: 'maxBufferedBytesTotal',
  LATCH_RELAY_MAX_INBOUND_BYTES_TOTAL: 'maxInboundBytesTotal',
  LATCH_RELAY_MAX_CONNECTIONS: 'maxConnections',
  LATCH_RELAY_MAX_CONNECTIONS_PER_IP: 'maxConnectionsPerIp',
  LATCH_RELAY_HANDSHAKE_TIMEOUT_MS: 'handshakeTimeoutMs',
  LATCH_RELAY_IDLE_TIMEOUT_MS: 'idleTimeoutMs',
  LATCH_RELAY_PARTIAL_MESSAGE_TIMEOUT_MS: 'partialMessageTimeoutMs',
  LATCH_RELAY_PUBLISH_PER_SECOND: 'publishPerSecond',
  LATCH_RELAY_CLIENT_PUBLISH_PER_SECOND: 'clientPublishPerSecond',
  LATCH_RELAY_IP_PUBLISH_PER_SECOND: 'ipPublishPerSecond',
  LATCH_RELAY_IP_PUBLISH_BYTES_PER_SECOND: 'ipPublishBytesPerSecond',
  LATCH_RELAY_PUBLISH_WINDOW_MS: 'publishWindowMs',
  LATCH_RELAY_MAX_TOPIC_BYTES: 'maxTopicBytes',
  LATCH_RELAY_MAX_CLIENT_BYTES: 'maxClientBytes',
  LATCH_RELAY_MAX_IP_BYTES: 'maxIpBytes',
  LATCH_RELAY_MAX_STORE_BYTES: 'maxStoreBytes',
}

/**
 * The `RelayLimits` set in `env` (`LATCH_RELAY_…`, non-negative integers).
 * Throws a `RangeError` naming the variable on anything else.
 */
export function readLimitsFromEnv(
  env: Record<string, string | undefined>,
): Partial<RelayLimits> {
  const limits: Partial<RelayLimits> = {}
  for (const [name, key] of Object.entries(limitEnv)) {
    const text = env[name]
    if (text === undefined || text === '') continue
    const value = Number(text)
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`Invalid ${name}: ${text} (a non-negative integer)`)
    limits[key] = value
  }
  return limits
}
