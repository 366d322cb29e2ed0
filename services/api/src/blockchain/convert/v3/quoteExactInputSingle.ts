import { PoolRevert, require } from './poolRevert.js'
import { type PoolState, swap } from './swap.js'
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from './tickMath.js'

const INT256_LIMIT = 1n << 255n

/**
 * What v3-periphery QuoterV2's `quoteExactInputSingle` answers for
 * `amountIn` through `pool` with no price limit (its `sqrtPriceLimitX96`
 * 0): the pool's swap to the end of its price range, the output it
 * would pay — also where the input is not all used (a swap past all
 * liquidity). `undefined` where the quoter reverts (no input, one past
 * int256, a swap that moves nothing). Throws whatever the pool's ticks
 * throw where they cannot be read (the caller then asks the quoter).
 */
export async function quoteExactInputSingle(
  pool: PoolState,
  zeroForOne: boolean,
  amountIn: bigint,
): Promise<bigint | undefined> {
  try {
    require(amountIn < INT256_LIMIT)
    const { amount0, amount1 } = await swap(
      pool,
      zeroForOne,
      amountIn,
      zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n,
    )
    // The quoter's callback: swaps entirely within 0-liquidity regions
    // are not supported.
    require(amount0 > 0n || amount1 > 0n)
    return amount0 > 0n ? -amount1 : -amount0
  } catch (error) {
    if (error instanceof PoolRevert) return undefined
    throw error
  }
}
