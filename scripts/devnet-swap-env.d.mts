/**
 * `LATCH_API_SWAP_<chainId>` for each of `chainIds`: the devnet DEX
 * (Uniswap V2 and V3 of seedDex) with LDT and LUSD listed.
 */
export function devnetSwapEnv(
  chainIds: readonly number[],
): Record<string, string>
