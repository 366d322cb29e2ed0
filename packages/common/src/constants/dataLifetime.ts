// How long fetched data stays fresh (SPEC §3, §4, §9), used by the data
// lifetimes' chunk.

export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const NAME_CACHE_MS = 300_000
export const IDENTITY_CACHE_MS = 300_000
