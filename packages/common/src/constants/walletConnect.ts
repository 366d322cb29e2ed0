// WalletConnect pairing and session timing (SPEC §5, §9), used by the
// WalletConnect chunks.

export const PAIRING_LIFETIME_MS = 240_000
/** A pairing that is missing or has less than this left counts as expired. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/**
 * A link-mode URL the app was opened with is handled this long after the
 * sign client starts, so the app can add its listeners first.
 */
export const LINK_MODE_INITIAL_URL_MS = 50
