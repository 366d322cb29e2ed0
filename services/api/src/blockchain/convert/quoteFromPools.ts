import type { SwapSettings } from '../settings/BlockchainSettings.js'
import type { BlockRef } from './latestBlock.js'
import { poolAddress } from './poolDirectory.js'
import { type RouteCandidate, routeHops } from './routeCandidate.js'
import { v2AmountOut } from './v2AmountOut.js'
import { v2ReservesAt } from './v2ReservesAt.js'

/** The pools cannot answer this quote: ask the on-chain quoter. */
export const NEEDS_QUOTER = Symbol('needs the on-chain quoter')

/** Whether a hop from `tokenIn` swaps token0 for token1 (sorted addresses). */
const zeroForOne = (tokenIn: string, tokenOut: string) =>
  tokenIn.toLowerCase() < tokenOut.toLowerCase()

/**
 * What V2's `getAmountsOut` would answer for `amountIn` along `candidate`
 * at `block`, computed from the pairs' reserves read once per block,
 * `undefined` where the on-chain call reverts. `NEEDS_QUOTER` where the
 * state cannot give the exact answer (a pool the factory does not name,
 * a read that reverts) and for every V3 route: the caller asks the chain,
 * so a quote is never a wrong number.
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
  // V3 is not simulated here (its exact swap math would come from
  // @uniswap/v3-sdk, whose dependencies bring hardhat into every install
  // of latch-api): QuoterV2 answers, batched per block.
  if (candidate.protocol !== 'uniswap-v2') return NEEDS_QUOTER
  try {
    const hops = routeHops(candidate)
    const pairs = await Promise.all(
      hops.map((hop) => poolAddress(rpcUrl, swap, hop)),
    )
    const reserves = await Promise.all(
      pairs.map((pair) => pair && v2ReservesAt(rpcUrl, block, pair)),
    )
    let amount: bigint | undefined = amountIn
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
  } catch {
    return NEEDS_QUOTER
  }
}
