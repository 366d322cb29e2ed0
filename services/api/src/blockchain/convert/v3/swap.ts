import { TWO_256 } from './fullMath.js'
import { addDelta } from './liquidityMath.js'
import { require } from './poolRevert.js'
import { computeSwapStep } from './swapMath.js'
import {
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
} from './tickMath.js'

/** A pool's initialized ticks, as its swap loop looks them up. */
export interface PoolTicks {
  /** v3-core `TickBitmap.nextInitializedTickWithinOneWord` on the pool's bitmap. */
  nextInitializedTickWithinOneWord(
    tick: number,
    lte: boolean,
  ): Promise<[next: number, initialized: boolean]> | [number, boolean]
  /** The `liquidityNet` of an initialized tick. */
  liquidityNet(tick: number): Promise<bigint> | bigint
}

/** What the swap loop needs of a pool at one block. */
export type PoolState = {
  /** Fee in hundredths of a bip (500 = 0.05 %). */
  fee: number
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
  ticks: PoolTicks
}

const INT256_LIMIT = 1n << 255n

/** SafeCast.toInt256: reverts at 2²⁵⁵ and above. */
function toInt256(x: bigint): bigint {
  require(x < INT256_LIMIT)
  return x
}

/** LowGasSafeMath on int256: reverts where the result leaves int256. */
function checkedInt256(x: bigint): bigint {
  require(x >= -INT256_LIMIT && x < INT256_LIMIT)
  return x
}

/** Solidity's unchecked int256 arithmetic (wraps). */
function wrapInt256(x: bigint): bigint {
  const wrapped = ((x % TWO_256) + TWO_256) % TWO_256
  return wrapped >= INT256_LIMIT ? wrapped - TWO_256 : wrapped
}

/**
 * v3-core `UniswapV3Pool.swap`'s amounts: the pool's loop over its
 * initialized ticks, step by step with `computeSwapStep`, crossing ticks
 * with their `liquidityNet`, from `pool`'s price to `sqrtPriceLimitX96`
 * or until `amountSpecified` (> 0 exact input, < 0 exact output) is
 * used. Returns the pool's `(amount0, amount1)`: what it takes (> 0) and
 * pays (< 0). Throws `PoolRevert` where the pool reverts; whatever
 * `pool.ticks` throws (a tick it cannot read) passes through.
 */
export async function swap(
  pool: PoolState,
  zeroForOne: boolean,
  amountSpecified: bigint,
  sqrtPriceLimitX96: bigint,
): Promise<{ amount0: bigint; amount1: bigint }> {
  require(amountSpecified !== 0n, 'AS')
  require(zeroForOne
    ? sqrtPriceLimitX96 < pool.sqrtPriceX96 &&
        sqrtPriceLimitX96 > MIN_SQRT_RATIO
    : sqrtPriceLimitX96 > pool.sqrtPriceX96 &&
        sqrtPriceLimitX96 < MAX_SQRT_RATIO, 'SPL')
  const exactInput = amountSpecified > 0n
  let remaining = amountSpecified
  let calculated = 0n
  let { sqrtPriceX96, tick, liquidity } = pool
  while (remaining !== 0n && sqrtPriceX96 !== sqrtPriceLimitX96) {
    const sqrtPriceStartX96 = sqrtPriceX96
    let [tickNext, initialized] =
      await pool.ticks.nextInitializedTickWithinOneWord(tick, zeroForOne)
    tickNext = Math.min(Math.max(tickNext, MIN_TICK), MAX_TICK)
    const sqrtPriceNextX96 = getSqrtRatioAtTick(tickNext)
    const step = computeSwapStep(
      sqrtPriceX96,
      (
        zeroForOne
          ? sqrtPriceNextX96 < sqrtPriceLimitX96
          : sqrtPriceNextX96 > sqrtPriceLimitX96
      )
        ? sqrtPriceLimitX96
        : sqrtPriceNextX96,
      liquidity,
      remaining,
      pool.fee,
    )
    sqrtPriceX96 = step.sqrtRatioNextX96
    // `amountIn + feeAmount` is an unchecked uint256 sum in the pool.
    const paid = toInt256((step.amountIn + step.feeAmount) % TWO_256)
    if (exactInput) {
      remaining = wrapInt256(remaining - paid)
      calculated = checkedInt256(calculated - toInt256(step.amountOut))
    } else {
      remaining = wrapInt256(remaining + toInt256(step.amountOut))
      calculated = checkedInt256(calculated + paid)
    }
    if (sqrtPriceX96 === sqrtPriceNextX96) {
      if (initialized) {
        const net = await pool.ticks.liquidityNet(tickNext)
        liquidity = addDelta(liquidity, zeroForOne ? -net : net)
      }
      tick = zeroForOne ? tickNext - 1 : tickNext
    } else if (sqrtPriceX96 !== sqrtPriceStartX96) {
      tick = getTickAtSqrtRatio(sqrtPriceX96)
    }
  }
  const specifiedUsed = wrapInt256(amountSpecified - remaining)
  return zeroForOne === exactInput
    ? { amount0: specifiedUsed, amount1: calculated }
    : { amount0: calculated, amount1: specifiedUsed }
}
