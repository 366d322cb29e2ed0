// Business constants and limits from SPEC §9 (plus the few §2/§4/§5 numbers
// the UI and core share). Flat named exports so a bundle keeps only what it
// imports; names say what SPEC says the number means. Times are in ms.
// Those only a lazy part uses are in constants/, one file per part: a
// bundle keeps a module's constants in the chunk of the module, and this
// one is in the first load (SPEC §9 budgets).

// Toasts and searches (SPEC §2, §9)
export const TOAST_RESHOW_DELAY_MS = 150
/** SPEC §2: back from ConnectingFarcaster reloads the auth connector after this. */
export const FARCASTER_RELOAD_DELAY_MS = 100
/**
 * SPEC §9 "debounce 500 ms": the quiet typing before a lookup leaves (the
 * Send receiver's name, the name check, the swap and on-ramp quotes). The
 * wallet search has its own 300 ms minimum wait.
 */
export const DEBOUNCE_MS = 500

// Wallet lists, search and recents (SPEC §9)
export const RECENT_WALLETS_MAX = 2

// Balances, caches and activity (SPEC §3, §4, §9)
/** After a failed token-balance fetch, retries are blocked this long. */
export const BALANCE_RETRY_BLOCK_MS = 30_000
/** Query cache garbage collection. */
export const QUERY_GC_MS = 300_000

// Storage, balances and size limits (SPEC §5, §9)
export const STORAGE_VERSION = 1
export const SOLANA_SIGNED_TRANSACTION_MIN_BYTES = 100
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
