/** Shortest request expiry a dapp may ask for, in seconds (SDK: 5 min). */
export const REQUEST_EXPIRY_MIN = 300
/** Longest request expiry a dapp may ask for, in seconds (SDK: 7 days). */
export const REQUEST_EXPIRY_MAX = 604_800
/** Default request expiry in seconds (wc_sessionRequest ttl). */
export const REQUEST_EXPIRY_DEFAULT = 900
/** Lifetime of a settled or extended session, in seconds (7 days). */
export const SESSION_EXPIRY = 604_800
/** Lifetime of a proposal and of a fresh pairing, in seconds. */
export const PROPOSAL_EXPIRY = 300
/** Lifetime of a wc_sessionAuthenticate request, in seconds. */
export const AUTH_REQUEST_EXPIRY = 3600
/** How many deleted topics are remembered. */
export const RECENTLY_DELETED_LIMIT = 200
