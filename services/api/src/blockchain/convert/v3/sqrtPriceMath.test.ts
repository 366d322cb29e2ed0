// Our SqrtPriceMath against v3-core's own test vectors
// (test/SqrtPriceMath.spec.ts): the same prices and amounts, and the same
// reverts.
import { encodePriceSqrt } from '@latch/devnet/node'
import { describe, expect, it } from 'vitest'
import { PoolRevert } from './poolRevert.js'
import {
  getAmount0Delta,
  getAmount1Delta,
  getNextSqrtPriceFromInput,
  getNextSqrtPriceFromOutput,
} from './sqrtPriceMath.js'

const e18 = 10n ** 18n
const MAX_UINT128 = (1n << 128n) - 1n
const MAX_UINT256 = (1n << 256n) - 1n
const ONE = encodePriceSqrt(1n, 1n)

describe('getNextSqrtPriceFromInput', () => {
  it('reverts for a zero price or liquidity, or an input past the price range', () => {
    expect(() => getNextSqrtPriceFromInput(0n, 0n, e18 / 10n, false)).toThrow(
      PoolRevert,
    )
    expect(() => getNextSqrtPriceFromInput(1n, 0n, e18 / 10n, true)).toThrow(
      PoolRevert,
    )
    expect(() =>
      getNextSqrtPriceFromInput((1n << 160n) - 1n, 1024n, 1024n, false),
    ).toThrow(PoolRevert)
  })

  it('equals v3-core', () => {
    expect(getNextSqrtPriceFromInput(1n, 1n, 1n << 255n, true)).toBe(1n)
    expect(getNextSqrtPriceFromInput(ONE, e18 / 10n, 0n, true)).toBe(ONE)
    expect(getNextSqrtPriceFromInput(ONE, e18 / 10n, 0n, false)).toBe(ONE)
    const sqrtP = (1n << 160n) - 1n
    expect(
      getNextSqrtPriceFromInput(
        sqrtP,
        MAX_UINT128,
        MAX_UINT256 - (MAX_UINT128 << 96n) / sqrtP,
        true,
      ),
    ).toBe(1n)
    expect(getNextSqrtPriceFromInput(ONE, e18, e18 / 10n, false)).toBe(
      87150978765690771352898345369n,
    )
    expect(getNextSqrtPriceFromInput(ONE, e18, e18 / 10n, true)).toBe(
      72025602285694852357767227579n,
    )
    expect(getNextSqrtPriceFromInput(ONE, 10n * e18, 1n << 100n, true)).toBe(
      624999999995069620n,
    )
    expect(getNextSqrtPriceFromInput(ONE, 1n, MAX_UINT256 / 2n, true)).toBe(1n)
  })

  it('where √P · √Q overflows 256 bits', () => {
    const sqrtP = 1025574284609383690408304870162715216695788925244n
    const liquidity = 50015962439936049619261659728067971248n
    const sqrtQ = getNextSqrtPriceFromInput(sqrtP, liquidity, 406n, true)
    expect(sqrtQ).toBe(1025574284609383582644711336373707553698163132913n)
    expect(getAmount0Delta(sqrtQ, sqrtP, liquidity, true)).toBe(406n)
  })
})

describe('getNextSqrtPriceFromOutput', () => {
  const price = 20282409603651670423947251286016n
  it('reverts where the output reaches the virtual reserves, or is impossible', () => {
    expect(() => getNextSqrtPriceFromOutput(0n, 0n, e18 / 10n, false)).toThrow(
      PoolRevert,
    )
    expect(() => getNextSqrtPriceFromOutput(1n, 0n, e18 / 10n, true)).toThrow(
      PoolRevert,
    )
    for (const [amountOut, zeroForOne] of [
      [4n, false],
      [5n, false],
      [262145n, true],
      [262144n, true],
    ] as const)
      expect(() =>
        getNextSqrtPriceFromOutput(price, 1024n, amountOut, zeroForOne),
      ).toThrow(PoolRevert)
    expect(() =>
      getNextSqrtPriceFromOutput(ONE, 1n, MAX_UINT256, true),
    ).toThrow(PoolRevert)
    expect(() =>
      getNextSqrtPriceFromOutput(ONE, 1n, MAX_UINT256, false),
    ).toThrow(PoolRevert)
  })

  it('equals v3-core', () => {
    expect(getNextSqrtPriceFromOutput(price, 1024n, 262143n, true)).toBe(
      77371252455336267181195264n,
    )
    expect(getNextSqrtPriceFromOutput(ONE, e18 / 10n, 0n, true)).toBe(ONE)
    expect(getNextSqrtPriceFromOutput(ONE, e18 / 10n, 0n, false)).toBe(ONE)
    expect(getNextSqrtPriceFromOutput(ONE, e18, e18 / 10n, false)).toBe(
      88031291682515930659493278152n,
    )
    expect(getNextSqrtPriceFromOutput(ONE, e18, e18 / 10n, true)).toBe(
      71305346262837903834189555302n,
    )
  })
})

describe('getAmount0Delta / getAmount1Delta', () => {
  const to121 = encodePriceSqrt(121n, 100n)
  it('equal v3-core, rounded up and down', () => {
    expect(getAmount0Delta(ONE, encodePriceSqrt(2n, 1n), 0n, true)).toBe(0n)
    expect(getAmount0Delta(ONE, ONE, 0n, true)).toBe(0n)
    expect(getAmount1Delta(ONE, encodePriceSqrt(2n, 1n), 0n, true)).toBe(0n)
    expect(getAmount0Delta(ONE, to121, e18, true)).toBe(90909090909090910n)
    expect(getAmount0Delta(ONE, to121, e18, false)).toBe(90909090909090909n)
    expect(getAmount1Delta(ONE, to121, e18, true)).toBe(100000000000000000n)
    expect(getAmount1Delta(ONE, to121, e18, false)).toBe(99999999999999999n)
  })

  it('where the prices overflow a 256-bit product', () => {
    const low = encodePriceSqrt(1n << 90n, 1n)
    const high = encodePriceSqrt(1n << 96n, 1n)
    expect(getAmount0Delta(low, high, e18, true)).toBe(
      getAmount0Delta(low, high, e18, false) + 1n,
    )
  })
})
