import type { SwapSettings } from '../settings/BlockchainSettings.js'
import type { BlockRef } from './latestBlock.js'
import { poolAddress } from './poolDirectory.js'
import { type RouteCandidate, routeHops } from './routeCandidate.js'
import { v2AmountOut } from './v2AmountOut.js'
import { v2ReservesAt } from './v2ReservesAt.js'
import { quoteExactInputSingle } from './v3/quoteExactInputSingle.js'
import { v3PoolAt } from './v3PoolAt.js'

/** The pools cannot answer this quote: ask the on-chain quoter. */
export const NEEDS_QUOTER = Symbol('needs the on-chain quoter')

/** Whether a hop from `tokenIn` swaps token0 for token1 (sorted addresses). */
const zeroForOne = (tokenIn: string, tokenOut: string) =>
  tokenIn.toLowerCase() < tokenOut.toLowerCase()

/**
 * What V2's `getAmountsOut` or V3's QuoterV2 would answer for `amountIn`
 * along `candidate` at `block`, computed from the pools' state read once
 * per block (V2 reserves; V3 price, liquidity and initialized ticks, swapped
 * by our port of the pool's exact integer math, `v3/`), `undefined` where
 * the on-chain call reverts. `NEEDS_QUOTER` where the state cannot give
 * the exact answer (a pool the factory does not name, a read that
 * reverts, a swap walking farther than the ticks loaded): the caller asks
 * the chain, so a quote is never a wrong number.
 */
export async function quoteFromPools({
  rpcUrl,
  swap,
  candidate,
  amountIn,
  block,
}: {
  rpcUrl: string
  swap: SwapSettings
  candidate: RouteCandidate
  amountIn: bigint
  block: BlockRef
}): Promise<bigint | undefined | typeof NEEDS_QUOTER> {
  try {
    const hops = routeHops(candidate)
    const pools = await Promise.all(
      hops.map((hop) => poolAddress(rpcUrl, swap, hop)),
    )
    let amount: bigint | undefined = amountIn
    if (candidate.protocol === 'uniswap-v2') {
      const reserves = await Promise.all(
        pools.map((pair) => pair && v2ReservesAt(rpcUrl, block, pair)),
      )
      for (const [i, hop] of hops.entries()) {
        const pair = reserves[i]
        if (!pair) return NEEDS_QUOTER
        const [reserveIn, reserveOut] = zeroForOne(hop.tokenA, hop.tokenB)
          ? [pair.reserve0, pair.reserve1]
          : [pair.reserve1, pair.reserve0]
        amount = v2AmountOut(amount, reserveIn, reserveOut)
        if (amount === undefined) return undefined
      }
      return amount
    }
    const states = await Promise.all(
      pools.map(
        (pool, i) => pool && v3PoolAt(rpcUrl, block, pool, hops[i]!.fee ?? 0),
      ),
    )
    for (const [i, hop] of hops.entries()) {
      const state = states[i]
      if (!state) return NEEDS_QUOTER
      amount = await quoteExactInputSingle(
        state,
        zeroForOne(hop.tokenA, hop.tokenB),
        amount,
      )
      if (amount === undefined) return undefined
    }
    return amount
  } catch {
    return NEEDS_QUOTER
  }
}
