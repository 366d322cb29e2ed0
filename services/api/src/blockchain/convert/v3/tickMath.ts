import { MAX_UINT256 } from './fullMath.js'
import { require } from './poolRevert.js'

/** v3-core `TickMath`: the range of ticks and of √prices (Q64.96). */
export const MIN_TICK = -887272
export const MAX_TICK = 887272
export const MIN_SQRT_RATIO = 4295128739n
export const MAX_SQRT_RATIO = 1461446703485210103287273052203988822378723970342n

/** √1.0001^-(2^i) in Q128.128, for each bit i of |tick| above the first. */
const FACTORS = [
  0xfff97272373d413259a46990580e213an,
  0xfff2e50f5f656932ef12357cf3c7fdccn,
  0xffe5caca7e10e4e61c3624eaa0941cd0n,
  0xffcb9843d60f6159c9db58835c926644n,
  0xff973b41fa98c081472e6896dfb254c0n,
  0xff2ea16466c96a3843ec78b326b52861n,
  0xfe5dee046a99a2a811c461f1969c3053n,
  0xfcbe86c7900a88aedcffc83b479aa3a4n,
  0xf987a7253ac413176f2b074cf7815e54n,
  0xf3392b0822b70005940c7a398e4b70f3n,
  0xe7159475a2c29b7443b29c7fa6e889d9n,
  0xd097f3bdfd2022b8845ad8f792aa5825n,
  0xa9f746462d870fdf8a65dc1f90e061e5n,
  0x70d869a156d2a1b890bb3df62baf32f7n,
  0x31be135f97d08fd981231505542fcfa6n,
  0x9aa508b5b7a84e1c677de54f3e99bc9n,
  0x5d6af8dedb81196699c329225ee604n,
  0x2216e584f5fa1ea926041bedfe98n,
  0x48a170391f7dc42444e8fa2n,
]

/**
 * v3-core `TickMath.getSqrtRatioAtTick`: √1.0001^tick in Q64.96, the same
 * products and roundings, so the same bits. Reverts ('T') past MAX_TICK.
 */
export function getSqrtRatioAtTick(tick: number): bigint {
  const absTick = Math.abs(tick)
  require(Number.isInteger(tick) && absTick <= MAX_TICK, 'T')
  let ratio =
    absTick & 0x1
      ? 0xfffcb933bd6fad37aa2d162d1a594001n
      : 0x100000000000000000000000000000000n
  for (const [i, factor] of FACTORS.entries())
    if (absTick & (0x2 << i)) ratio = (ratio * factor) >> 128n
  if (tick > 0) ratio = MAX_UINT256 / ratio
  return (ratio >> 32n) + (ratio % (1n << 32n) === 0n ? 0n : 1n)
}

/** The index of the highest set bit of `x` (> 0). */
const mostSignificantBit = (x: bigint) => x.toString(2).length - 1

/**
 * v3-core `TickMath.getTickAtSqrtRatio`: the greatest tick whose
 * √price is at most `sqrtPriceX96`, by the contract's own log₂
 * approximation and its check of the candidate above. Reverts ('R')
 * outside [MIN_SQRT_RATIO, MAX_SQRT_RATIO).
 */
export function getTickAtSqrtRatio(sqrtPriceX96: bigint): number {
  require(sqrtPriceX96 >= MIN_SQRT_RATIO && sqrtPriceX96 < MAX_SQRT_RATIO, 'R')
  const ratio = sqrtPriceX96 << 32n
  const msb = BigInt(mostSignificantBit(ratio))
  let r = msb >= 128n ? ratio >> (msb - 127n) : ratio << (127n - msb)
  let log2 = (msb - 128n) << 64n
  for (let bit = 63n; bit >= 50n; bit--) {
    r = (r * r) >> 127n
    const f = r >> 128n
    log2 |= f << bit
    r >>= f
  }
  const logSqrt10001 = log2 * 255738958999603826347141n
  const tickLow = Number(
    (logSqrt10001 - 3402992956809132418596140100660247210n) >> 128n,
  )
  const tickHigh = Number(
    (logSqrt10001 + 291339464771989622907027621153398088495n) >> 128n,
  )
  if (tickLow === tickHigh) return tickLow
  return getSqrtRatioAtTick(tickHigh) <= sqrtPriceX96 ? tickHigh : tickLow
}
