// JSON-RPC and API transport (SPEC §7, §9), used by the API client's chunk.
import { version } from '../version.js'

/** Version of the Latch packages (sent where the reference sends its SDK version). */
export const LATCH_VERSION = version
export const RPC_TIMEOUT_MS = 10_000
export const RPC_RETRY_COUNT = 3
/** First retry delay; it doubles on each further retry. */
export const RPC_RETRY_DELAY_MS = 150
/** Cap of the generic exponential retry helper. */
export const RETRY_MAX_DELAY_MS = 30_000
export const FALLBACK_POLLING_MS = 4_000
export const FALLBACK_SAMPLE_COUNT = 10
export const HTTP_BATCH_SIZE = 1_000
/** HTTP statuses that are retried (Retry-After honoured). */
export const RETRY_HTTP_STATUSES = [
  403, 408, 413, 429, 500, 502, 503, 504,
] as const
