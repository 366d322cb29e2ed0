// WalletConnect pairing and session timing (SPEC §5, §9), used by the
// WalletConnect chunks.

export const PAIRING_LIFETIME_MS = 240_000
/** A pairing that is missing or has less than this left counts as expired. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
