import type { Address } from 'viem'
import type { PoolKey } from './poolDirectory.js'

/** One way through the pools a quote tries, before it is quoted. */
export type RouteCandidate =
  | { protocol: 'uniswap-v2'; path: readonly Address[] }
  | { protocol: 'uniswap-v3'; path: readonly Address[]; fees: number[] }

/** The pools each hop of `candidate` needs. */
export function routeHops(candidate: RouteCandidate): PoolKey[] {
  return candidate.path.slice(1).map((tokenB, i) => ({
    protocol: candidate.protocol,
    tokenA: candidate.path[i]!,
    tokenB,
    fee: candidate.protocol === 'uniswap-v3' ? candidate.fees[i] : undefined,
  }))
}
