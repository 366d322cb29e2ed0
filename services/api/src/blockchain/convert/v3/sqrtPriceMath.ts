import {
  divRoundingUp,
  MAX_UINT256,
  mulDiv,
  mulDivRoundingUp,
  TWO_256,
} from './fullMath.js'
import { require } from './poolRevert.js'

/** FixedPoint96: prices are Q64.96. */
const RESOLUTION = 96n
const Q96 = 1n << RESOLUTION
const MAX_UINT160 = (1n << 160n) - 1n

/** SafeCast.toUint160: reverts past uint160. */
function toUint160(x: bigint): bigint {
  require(x <= MAX_UINT160)
  return x
}

/** LowGasSafeMath.add on uint256: reverts past uint256. */
function add(x: bigint, y: bigint): bigint {
  const z = x + y
  require(z <= MAX_UINT256)
  return z
}

/**
 * v3-core `SqrtPriceMath.getNextSqrtPriceFromAmount0RoundingUp`: the
 * √price after adding (`add`) or removing `amount` of token0, rounded up;
 * the Solidity's wrapping 256-bit products and their checks included.
 */
function getNextSqrtPriceFromAmount0RoundingUp(
  sqrtPX96: bigint,
  liquidity: bigint,
  amount: bigint,
  add_: boolean,
): bigint {
  if (amount === 0n) return sqrtPX96
  const numerator1 = liquidity << RESOLUTION
  // `amount * sqrtPX96` in uint256 wraps; the contract checks it did not.
  const product = (amount * sqrtPX96) % TWO_256
  const productFits = product / amount === sqrtPX96
  if (add_) {
    if (productFits) {
      const denominator = (numerator1 + product) % TWO_256
      if (denominator >= numerator1)
        return (
          mulDivRoundingUp(numerator1, sqrtPX96, denominator) % (1n << 160n)
        )
    }
    return (
      divRoundingUp(numerator1, add(numerator1 / sqrtPX96, amount)) %
      (1n << 160n)
    )
  }
  require(productFits && numerator1 > product)
  return toUint160(mulDivRoundingUp(numerator1, sqrtPX96, numerator1 - product))
}

/**
 * v3-core `SqrtPriceMath.getNextSqrtPriceFromAmount1RoundingDown`: the
 * √price after adding (`add`) or removing `amount` of token1, rounded down.
 */
function getNextSqrtPriceFromAmount1RoundingDown(
  sqrtPX96: bigint,
  liquidity: bigint,
  amount: bigint,
  add_: boolean,
): bigint {
  if (add_) {
    const quotient =
      amount <= MAX_UINT160
        ? (amount << RESOLUTION) / liquidity
        : mulDiv(amount, Q96, liquidity)
    return toUint160(add(sqrtPX96, quotient))
  }
  const quotient =
    amount <= MAX_UINT160
      ? divRoundingUp(amount << RESOLUTION, liquidity)
      : mulDivRoundingUp(amount, Q96, liquidity)
  require(sqrtPX96 > quotient)
  return sqrtPX96 - quotient
}

/** v3-core `SqrtPriceMath.getNextSqrtPriceFromInput`. */
export function getNextSqrtPriceFromInput(
  sqrtPX96: bigint,
  liquidity: bigint,
  amountIn: bigint,
  zeroForOne: boolean,
): bigint {
  require(sqrtPX96 > 0n)
  require(liquidity > 0n)
  return zeroForOne
    ? getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountIn, true)
    : getNextSqrtPriceFromAmount1RoundingDown(
        sqrtPX96,
        liquidity,
        amountIn,
        true,
      )
}

/** v3-core `SqrtPriceMath.getNextSqrtPriceFromOutput`. */
export function getNextSqrtPriceFromOutput(
  sqrtPX96: bigint,
  liquidity: bigint,
  amountOut: bigint,
  zeroForOne: boolean,
): bigint {
  require(sqrtPX96 > 0n)
  require(liquidity > 0n)
  return zeroForOne
    ? getNextSqrtPriceFromAmount1RoundingDown(
        sqrtPX96,
        liquidity,
        amountOut,
        false,
      )
    : getNextSqrtPriceFromAmount0RoundingUp(
        sqrtPX96,
        liquidity,
        amountOut,
        false,
      )
}

/** v3-core `SqrtPriceMath.getAmount0Delta` (unsigned): token0 between two √prices. */
export function getAmount0Delta(
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const [lower, upper] =
    sqrtRatioAX96 > sqrtRatioBX96
      ? [sqrtRatioBX96, sqrtRatioAX96]
      : [sqrtRatioAX96, sqrtRatioBX96]
  const numerator1 = liquidity << RESOLUTION
  const numerator2 = upper - lower
  require(lower > 0n)
  return roundUp
    ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), lower)
    : mulDiv(numerator1, numerator2, upper) / lower
}

/** v3-core `SqrtPriceMath.getAmount1Delta` (unsigned): token1 between two √prices. */
export function getAmount1Delta(
  sqrtRatioAX96: bigint,
  sqrtRatioBX96: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const [lower, upper] =
    sqrtRatioAX96 > sqrtRatioBX96
      ? [sqrtRatioBX96, sqrtRatioAX96]
      : [sqrtRatioAX96, sqrtRatioBX96]
  return roundUp
    ? mulDivRoundingUp(liquidity, upper - lower, Q96)
    : mulDiv(liquidity, upper - lower, Q96)
}
