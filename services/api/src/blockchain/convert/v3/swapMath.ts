import { mulDiv, mulDivRoundingUp } from './fullMath.js'
import {
  getAmount0Delta,
  getAmount1Delta,
  getNextSqrtPriceFromInput,
  getNextSqrtPriceFromOutput,
} from './sqrtPriceMath.js'

/** One step of a swap within a single tick range. */
export type SwapStep = {
  sqrtRatioNextX96: bigint
  amountIn: bigint
  amountOut: bigint
  feeAmount: bigint
}

/**
 * v3-core `SwapMath.computeSwapStep`: swapping `amountRemaining` (> 0
 * exact input, < 0 exact output) from `sqrtRatioCurrentX96` towards
 * `sqrtRatioTargetX96` over `liquidity` at `feePips` (hundredths of a
 * bip), with the contract's roundings.
 */
export function computeSwapStep(
  sqrtRatioCurrentX96: bigint,
  sqrtRatioTargetX96: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  feePips: number,
): SwapStep {
  const fee = BigInt(feePips)
  const zeroForOne = sqrtRatioCurrentX96 >= sqrtRatioTargetX96
  const exactIn = amountRemaining >= 0n
  let sqrtRatioNextX96: bigint
  let amountIn = 0n
  let amountOut = 0n
  if (exactIn) {
    const amountRemainingLessFee = mulDiv(
      amountRemaining,
      1_000_000n - fee,
      1_000_000n,
    )
    amountIn = zeroForOne
      ? getAmount0Delta(
          sqrtRatioTargetX96,
          sqrtRatioCurrentX96,
          liquidity,
          true,
        )
      : getAmount1Delta(
          sqrtRatioCurrentX96,
          sqrtRatioTargetX96,
          liquidity,
          true,
        )
    sqrtRatioNextX96 =
      amountRemainingLessFee >= amountIn
        ? sqrtRatioTargetX96
        : getNextSqrtPriceFromInput(
            sqrtRatioCurrentX96,
            liquidity,
            amountRemainingLessFee,
            zeroForOne,
          )
  } else {
    amountOut = zeroForOne
      ? getAmount1Delta(
          sqrtRatioTargetX96,
          sqrtRatioCurrentX96,
          liquidity,
          false,
        )
      : getAmount0Delta(
          sqrtRatioCurrentX96,
          sqrtRatioTargetX96,
          liquidity,
          false,
        )
    sqrtRatioNextX96 =
      -amountRemaining >= amountOut
        ? sqrtRatioTargetX96
        : getNextSqrtPriceFromOutput(
            sqrtRatioCurrentX96,
            liquidity,
            -amountRemaining,
            zeroForOne,
          )
  }
  const max = sqrtRatioTargetX96 === sqrtRatioNextX96
  if (zeroForOne) {
    if (!(max && exactIn))
      amountIn = getAmount0Delta(
        sqrtRatioNextX96,
        sqrtRatioCurrentX96,
        liquidity,
        true,
      )
    if (!(max && !exactIn))
      amountOut = getAmount1Delta(
        sqrtRatioNextX96,
        sqrtRatioCurrentX96,
        liquidity,
        false,
      )
  } else {
    if (!(max && exactIn))
      amountIn = getAmount1Delta(
        sqrtRatioCurrentX96,
        sqrtRatioNextX96,
        liquidity,
        true,
      )
    if (!(max && !exactIn))
      amountOut = getAmount0Delta(
        sqrtRatioCurrentX96,
        sqrtRatioNextX96,
        liquidity,
        false,
      )
  }
  if (!exactIn && amountOut > -amountRemaining) amountOut = -amountRemaining
  const feeAmount =
    exactIn && sqrtRatioNextX96 !== sqrtRatioTargetX96
      ? amountRemaining - amountIn
      : mulDivRoundingUp(amountIn, fee, 1_000_000n - fee)
  return { sqrtRatioNextX96, amountIn, amountOut, feeAmount }
}
