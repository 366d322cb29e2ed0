import type { SwapRoute } from './findBestRoute.js'

/**
 * A gas limit for a swap sent without an estimate (`disableEstimate`):
 * above what Uniswap V2 and V3 routers use for the route's hops, plus the
 * unwrap of a native output.
 */
export function swapGasLimit(route: SwapRoute, nativeOut: boolean): bigint {
  const hops = BigInt(route.path.length - 1)
  // Measured on the devnet: V2 ETH → LDT → LUSD for a new holder takes
  // 270,694; the limits leave about 25 % (only the gas used is paid).
  const base = route.protocol === 'uniswap-v2' ? 100_000n : 120_000n
  const perHop = route.protocol === 'uniswap-v2' ? 120_000n : 150_000n
  return base + perHop * hops + (nativeOut ? 60_000n : 0n)
}
