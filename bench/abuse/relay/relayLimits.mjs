// The limits the abuse suite starts latch-relay with (env names and
// meanings as documented in services/relay/README.md, "Limits"; every
// input of the memory-bound formula set explicitly) and the peak-RSS bound
// the README documents for them ("Memory bound").

const KiB = 1024
const MiB = 1024 * KiB

/**
 * @typedef {object} RelayAbuseLimits
 * @property {Record<string, string>} env environment for latch-relay
 * @property {number} maxBatchSize
 * @property {number} maxFrameBytes
 * @property {number} handshakeTimeoutMs a socket that has not upgraded is destroyed after this
 * @property {number} idleTimeoutMs a socket with no frame and no subscription is closed (4009) after this
 * @property {number} partialMessageTimeoutMs an unfinished message is closed (4012) after this
 * @property {number} pingIntervalMs idle sockets are found in their ping slot, up to this late
 * @property {number} rssBoundBytes the peak RSS the relay documents for these limits
 */

/** Small limits, so each attack reaches them in seconds. */
const base = {
  test: {
    LATCH_RELAY_MAX_TOPIC_BYTES: 2 * MiB,
    LATCH_RELAY_MAX_CLIENT_BYTES: 4 * MiB,
    LATCH_RELAY_MAX_STORE_BYTES: 16 * MiB,
    LATCH_RELAY_MAX_IP_BYTES: 8 * MiB,
    LATCH_RELAY_MAX_FETCH_BYTES: 256 * KiB,
    LATCH_RELAY_MAX_SOCKET_BUFFER_BYTES: 1 * MiB,
    LATCH_RELAY_MAX_BUFFERED_BYTES_TOTAL: 16 * MiB,
    LATCH_RELAY_MAX_INBOUND_BYTES_TOTAL: 16 * MiB,
    LATCH_RELAY_MAX_CONNECTIONS: 1_000,
    LATCH_RELAY_MAX_CONNECTIONS_PER_IP: 100,
    LATCH_RELAY_MAX_FRAME_BYTES: MiB,
    LATCH_RELAY_MAX_CONCURRENT_FETCHES: 4,
    LATCH_RELAY_MAX_SUBSCRIPTIONS_TOTAL: 20_000,
    LATCH_RELAY_MAX_PUSH_RECORDS_TOTAL: 50_000,
    LATCH_RELAY_HANDSHAKE_TIMEOUT_MS: 2_000,
    LATCH_RELAY_IDLE_TIMEOUT_MS: 2_000,
    // Shorter than the idle timeout, so R4c sees 4012 rather than 4009.
    LATCH_RELAY_PARTIAL_MESSAGE_TIMEOUT_MS: 1_000,
    LATCH_RELAY_PING_INTERVAL_MS: 1_000,
  },
  bench: {
    LATCH_RELAY_MAX_TOPIC_BYTES: 4 * MiB,
    LATCH_RELAY_MAX_CLIENT_BYTES: 16 * MiB,
    LATCH_RELAY_MAX_STORE_BYTES: 64 * MiB,
    LATCH_RELAY_MAX_IP_BYTES: 32 * MiB,
    LATCH_RELAY_MAX_FETCH_BYTES: 1 * MiB,
    LATCH_RELAY_MAX_SOCKET_BUFFER_BYTES: 4 * MiB,
    LATCH_RELAY_MAX_BUFFERED_BYTES_TOTAL: 64 * MiB,
    LATCH_RELAY_MAX_INBOUND_BYTES_TOTAL: 64 * MiB,
    LATCH_RELAY_MAX_CONNECTIONS: 5_000,
    LATCH_RELAY_MAX_CONNECTIONS_PER_IP: 1_000,
    LATCH_RELAY_MAX_FRAME_BYTES: MiB,
    LATCH_RELAY_MAX_CONCURRENT_FETCHES: 8,
    LATCH_RELAY_MAX_SUBSCRIPTIONS_TOTAL: 50_000,
    LATCH_RELAY_MAX_PUSH_RECORDS_TOTAL: 100_000,
    LATCH_RELAY_HANDSHAKE_TIMEOUT_MS: 3_000,
    LATCH_RELAY_IDLE_TIMEOUT_MS: 3_000,
    LATCH_RELAY_PARTIAL_MESSAGE_TIMEOUT_MS: 2_000,
    LATCH_RELAY_PING_INTERVAL_MS: 2_000,
  },
}

/**
 * The peak RSS the relay documents for these limits: the formula of
 * services/relay/README.md, "Memory bound", term by term.
 * @param {Record<string, number>} limits env values
 * @param {boolean} memoryStore memory mode (else Redis)
 */
function relayRssBound(limits, memoryStore) {
  const l = (name) => limits[`LATCH_RELAY_${name}`]
  return (
    128 * MiB +
    (memoryStore
      ? 2 * l('MAX_STORE_BYTES')
      : l('MAX_CONCURRENT_FETCHES') *
        (3 * l('MAX_TOPIC_BYTES') + l('MAX_FETCH_BYTES'))) +
    2 * l('MAX_BUFFERED_BYTES_TOTAL') +
    2 * l('MAX_INBOUND_BYTES_TOTAL') +
    4 * l('MAX_FRAME_BYTES') +
    1.1 * l('MAX_CONNECTIONS') * 20 * KiB +
    l('MAX_SUBSCRIPTIONS_TOTAL') * 600 +
    l('MAX_PUSH_RECORDS_TOTAL') * 400
  )
}

/**
 * @param {'test' | 'bench'} scale
 * @param {'memory' | 'redis'} mode
 * @param {Record<string, number>} [overrides] an attack's own limits
 * @returns {RelayAbuseLimits}
 */
export function relayAbuseLimits(scale, mode, overrides = {}) {
  const limits = { ...base[scale], ...overrides }
  return {
    env: Object.fromEntries(
      Object.entries(limits).map(([k, v]) => [k, String(v)]),
    ),
    maxBatchSize: 500,
    maxFrameBytes: limits.LATCH_RELAY_MAX_FRAME_BYTES,
    handshakeTimeoutMs: limits.LATCH_RELAY_HANDSHAKE_TIMEOUT_MS,
    idleTimeoutMs: limits.LATCH_RELAY_IDLE_TIMEOUT_MS,
    partialMessageTimeoutMs: limits.LATCH_RELAY_PARTIAL_MESSAGE_TIMEOUT_MS,
    pingIntervalMs: limits.LATCH_RELAY_PING_INTERVAL_MS,
    rssBoundBytes: relayRssBound(limits, mode === 'memory'),
  }
}
