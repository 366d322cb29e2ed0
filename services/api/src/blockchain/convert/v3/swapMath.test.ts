// Our SwapMath.computeSwapStep against v3-core's own test vectors
// (test/SwapMath.spec.ts).
import { encodePriceSqrt } from '@latch/devnet/node'
import { describe, expect, it } from 'vitest'
import { getNextSqrtPriceFromInput } from './sqrtPriceMath.js'
import { computeSwapStep } from './swapMath.js'

const e18 = 10n ** 18n
const ONE = encodePriceSqrt(1n, 1n)

describe('computeSwapStep equals v3-core', () => {
  it('exact input capped at the price target, one for zero', () => {
    const target = encodePriceSqrt(101n, 100n)
    const step = computeSwapStep(ONE, target, 2n * e18, e18, 600)
    expect(step).toEqual({
      sqrtRatioNextX96: target,
      amountIn: 9975124224178055n,
      feeAmount: 5988667735148n,
      amountOut: 9925619580021728n,
    })
  })

  it('exact output capped at the price target, one for zero', () => {
    const target = encodePriceSqrt(101n, 100n)
    const step = computeSwapStep(ONE, target, 2n * e18, -e18, 600)
    expect(step).toEqual({
      sqrtRatioNextX96: target,
      amountIn: 9975124224178055n,
      feeAmount: 5988667735148n,
      amountOut: 9925619580021728n,
    })
  })

  it('exact input fully spent, one for zero', () => {
    const target = encodePriceSqrt(1000n, 100n)
    const step = computeSwapStep(ONE, target, 2n * e18, e18, 600)
    expect(step.amountIn).toBe(999400000000000000n)
    expect(step.feeAmount).toBe(600000000000000n)
    expect(step.amountOut).toBe(666399946655997866n)
    expect(step.sqrtRatioNextX96).toBe(
      getNextSqrtPriceFromInput(ONE, 2n * e18, e18 - step.feeAmount, false),
    )
  })

  it('exact output fully received, one for zero', () => {
    const target = encodePriceSqrt(10000n, 100n)
    const step = computeSwapStep(ONE, target, 2n * e18, -e18, 600)
    expect(step.amountIn).toBe(2000000000000000000n)
    expect(step.feeAmount).toBe(1200720432259356n)
    expect(step.amountOut).toBe(e18)
  })

  it('amount out capped at the desired amount out', () => {
    expect(
      computeSwapStep(
        417332158212080721273783715441582n,
        1452870262520218020823638996n,
        159344665391607089467575320103n,
        -1n,
        1,
      ),
    ).toEqual({
      sqrtRatioNextX96: 417332158212080721273783715441581n,
      amountIn: 1n,
      feeAmount: 1n,
      amountOut: 1n,
    })
  })

  it('target price of 1 uses partial input amount', () => {
    expect(
      computeSwapStep(2n, 1n, 1n, 3915081100057732413702495386755767n, 1),
    ).toEqual({
      sqrtRatioNextX96: 1n,
      amountIn: 39614081257132168796771975168n,
      feeAmount: 39614120871253040049813n,
      amountOut: 0n,
    })
  })

  it('entire input amount taken as fee', () => {
    expect(
      computeSwapStep(
        2413n,
        79887613182836312n,
        1985041575832132834610021537970n,
        10n,
        1872,
      ),
    ).toEqual({
      sqrtRatioNextX96: 2413n,
      amountIn: 0n,
      feeAmount: 10n,
      amountOut: 0n,
    })
  })

  it('intermediate insufficient liquidity, exact output both ways', () => {
    const sqrtP = 20282409603651670423947251286016n
    expect(
      computeSwapStep(sqrtP, (sqrtP * 11n) / 10n, 1024n, -4n, 3000),
    ).toEqual({
      sqrtRatioNextX96: (sqrtP * 11n) / 10n,
      amountIn: 26215n,
      feeAmount: 79n,
      amountOut: 0n,
    })
    expect(
      computeSwapStep(sqrtP, (sqrtP * 9n) / 10n, 1024n, -263000n, 3000),
    ).toEqual({
      sqrtRatioNextX96: (sqrtP * 9n) / 10n,
      amountIn: 1n,
      feeAmount: 1n,
      amountOut: 26214n,
    })
  })
})
