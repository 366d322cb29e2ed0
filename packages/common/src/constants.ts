// Business constants and limits from SPEC §9 (plus the few §2/§4/§5 numbers
// the UI and core share). Flat named exports so a bundle keeps only what it
// imports; names say what SPEC says the number means. Times are in ms.
import { version } from './version.js'

/** Version of the Latch packages (sent where the reference sends its SDK version). */
export const LATCH_VERSION = version

// Modal layout and motion (SPEC §2, §9)
export const MODAL_WIDTH_PX = 360
/** View transitions (SPEC lists 120/150/150 ms). */
export const VIEW_ANIMATION_MS = { enter: 120, exit: 150 } as const
export const SHAKE_MS = 500
export const TOAST_RESHOW_DELAY_MS = 150
export const DEBOUNCE_MS = 500

// Wallet lists, search and recents (SPEC §9)
export const RECENT_WALLETS_MAX = 2
export const WALLET_LIST_PAGE_SIZE = 40
export const RECOMMENDED_WALLETS = 4
export const WALLET_SEARCH_MAX = 100
export const WALLET_SEARCH_MIN_WAIT_MS = 300

// WalletConnect pairing and session timing (SPEC §5, §9)
export const PAIRING_LIFETIME_MS = 240_000
/** A pairing that is missing or has less than this left counts as expired. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

// Balances, caches and activity (SPEC §3, §4, §9)
/** After a failed token-balance fetch, retries are blocked this long. */
export const BALANCE_RETRY_BLOCK_MS = 30_000
export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const NAME_CACHE_MS = 300_000
export const IDENTITY_CACHE_MS = 300_000
/** Query cache garbage collection. */
export const QUERY_GC_MS = 300_000

// JSON-RPC transport (SPEC §7, §9)
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

// Embedded-wallet frame and e-mail login (SPEC §4, §5, §9)
/** E-mail login may not be triggered twice within this. */
export const EMAIL_COOLDOWN_MS = 30_000

// Telemetry (SPEC §9)
export const ERROR_TELEMETRY_MAX = 5
export const ERROR_TELEMETRY_WINDOW_MS = 60_000

// Storage, ids and size limits (SPEC §5, §9)
export const STORAGE_VERSION = 1
export const LOGGER_MAX_BYTES = 1_024_000
export const SOLANA_SIGNED_TRANSACTION_MIN_BYTES = 100

// Names (SPEC §5, §9)
export const NAME_MIN_LENGTH = 4
/** Chain ids must be below this to derive a name coin type. */
export const NAME_CHAIN_ID_LIMIT = 2 ** 31
/** The reference's name zones (its fixed suggestion zone and the legacy one). */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const

// Balances (SPEC §9)
export const FIAT_BALANCE_CURRENCY = 'usd'

// Defaults (SPEC §1, §3, §9)
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const
