import type { SwapRoute } from './findBestRoute.js'

/**
 * A gas limit for a swap sent without an estimate (`disableEstimate`):
 * above what Uniswap V2 and V3 routers use for the route's hops, plus the
 * unwrap of a native output.
 */
export function swapGasLimit(route: SwapRoute, nativeOut: boolean): bigint {
  const hops = BigInt(route.path.length - 1)
  const base = route.protocol === 'uniswap-v2' ? 90_000n : 110_000n
  const perHop = route.protocol === 'uniswap-v2' ? 70_000n : 110_000n
  return base + perHop * hops + (nativeOut ? 50_000n : 0n)
}
