import { require } from './poolRevert.js'

/** 2²⁵⁶, where Solidity's uint256 ends. */
export const TWO_256 = 1n << 256n
export const MAX_UINT256 = TWO_256 - 1n

/**
 * v3-core `FullMath.mulDiv`: ⌊a·b / denominator⌋ with a 512-bit product,
 * reverting where `denominator` is 0 or the result passes uint256.
 */
export function mulDiv(a: bigint, b: bigint, denominator: bigint): bigint {
  require(denominator > 0n)
  const result = (a * b) / denominator
  require(result <= MAX_UINT256)
  return result
}

/** v3-core `FullMath.mulDivRoundingUp`: `mulDiv` rounded up, reverting past uint256. */
export function mulDivRoundingUp(
  a: bigint,
  b: bigint,
  denominator: bigint,
): bigint {
  const result = mulDiv(a, b, denominator)
  if ((a * b) % denominator > 0n) {
    require(result < MAX_UINT256)
    return result + 1n
  }
  return result
}

/**
 * v3-core `UnsafeMath.divRoundingUp`: ⌈x / y⌉ (the EVM's `div` gives 0
 * for y = 0, and so does this).
 */
export function divRoundingUp(x: bigint, y: bigint): bigint {
  if (y === 0n) return 0n
  return x / y + (x % y > 0n ? 1n : 0n)
}
