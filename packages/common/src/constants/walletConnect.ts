// WalletConnect pairing and session timing (SPEC §5, §9), used by the
// WalletConnect chunks.

export const PAIRING_LIFETIME_MS = 240_000
/** A pairing that is missing or has less than this left counts as expired. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
export const PING_RESPONSE_DELAY_MS = 500
export const LINK_MODE_INITIAL_URL_MS = 50
export const RELAY_CACHE_AFTER_INIT_MS = 1_000
export const HEARTBEAT_MS = 5_000
