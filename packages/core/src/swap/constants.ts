/** How often an open Swap view prices its quote again. */
export const SWAP_QUOTE_REFRESH_MS = 15_000
/** The native currency's address in the API's CAIP-10 token ids. */
export const NATIVE_SWAP_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
