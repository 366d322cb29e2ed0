// Business constants and limits from SPEC §9 (plus the few §2/§4/§5 numbers
// the UI and core share). Flat named exports so a bundle keeps only what it
// imports; names say what SPEC says the number means. Times are in ms.
// Those only a lazy part uses are in constants/, one file per part: a
// bundle keeps a module's constants in the chunk of the module, and this
// one is in the first load (SPEC §9 budgets).

// Toasts, searches and images (SPEC §2, §9)
export const TOAST_RESHOW_DELAY_MS = 150
/** Back from Farcaster while disconnected reloads the auth connector after this. */
export const FARCASTER_RELOAD_DELAY_MS = 100
export const DEBOUNCE_MS = 500
export const IMAGE_PRELOAD_WAIT_MS = 2_000

// Wallet lists, search and recents (SPEC §9)
export const RECENT_WALLETS_MAX = 2

// Balances, caches and activity (SPEC §3, §4, §9)
/** After a failed token-balance fetch, retries are blocked this long. */
export const BALANCE_RETRY_BLOCK_MS = 30_000
/** Query cache garbage collection. */
export const QUERY_GC_MS = 300_000
export const PENDING_TRANSACTIONS_MAX = 99
/** Balances are shown floored to this many decimals (`formatBalance`). */
export const BALANCE_DISPLAY_DECIMALS = 3

// Embedded-wallet frame and e-mail login (SPEC §4, §5, §9)
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Connect e-mail, device, OTP, social and social-redirect requests. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const SIGN_OUT_WAIT_MAX_MS = 3_000
/** The frame counts as ready this long after its ready event. */
export const FRAME_READY_DELAY_MS = 500

// Storage, ids and size limits (SPEC §5, §9)
export const STORAGE_VERSION = 1
export const LISTENER_WARNING_THRESHOLD = 10
export const BLOB_MAX_BYTES = 761_855
export const RANDOM_ID_LENGTH = 11
export const BYTE_READER_RECURSION_LIMIT = 8_192
export const SOLANA_SIGNED_TRANSACTION_MIN_BYTES = 100

// Swaps and on-ramp (SPEC §9)
export const SWAP_SLIPPAGE_PERCENT = 1
export const ONRAMP_FEE_PERCENT = { min: 1, max: 2 } as const
/** Sample on-ramp limits for USD and EUR (fallback data). */
export const ONRAMP_SAMPLE_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bankAccount: { min: '10.00', max: '25000.00' },
} as const
export const FIAT_BALANCE_CURRENCY = 'usd'

// Defaults (SPEC §1, §3, §9)
export const DEFAULT_FEATURES_ON = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'history',
  'analytics',
  'allWallets',
] as const
export const DEFAULT_FEATURES_OFF = [
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
  'pay',
] as const
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export const DEFAULT_THEME_MODE = 'dark'
