// The wallet directory's paging and search (SPEC §9), used by its chunk.

export const WALLET_LIST_PAGE_SIZE = 40
export const WALLET_SEARCH_MAX = 100
export const WALLET_SEARCH_MIN_WAIT_MS = 300
