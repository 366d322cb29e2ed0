// Our TickMath against v3-core's own test vectors (test/TickMath.spec.ts
// and its snapshot), and the contract's defining property over many ticks.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PoolRevert } from './poolRevert.js'
import {
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
} from './tickMath.js'

/** v3-core's snapshot of getSqrtRatioAtTick. */
const SQRT_RATIOS: [number, bigint][] = [
  [-50, 79030349367926598376800521322n],
  [-100, 78833030112140176575862854579n],
  [-250, 78244023372248365697264290337n],
  [-500, 77272108795590369356373805297n],
  [-1000, 75364347830767020784054125655n],
  [-2500, 69919044979842180277688105136n],
  [-3000, 68192822843687888778582228483n],
  [-4000, 64867181785621769311890333195n],
  [-5000, 61703726247759831737814779831n],
  [-50000, 6504256538020985011912221507n],
  [-150000, 43836292794701720435367485n],
  [-250000, 295440463448801648376846n],
  [-500000, 1101692437043807371n],
  [-738203, 7409801140451n],
  [50, 79426470787362580746886972461n],
  [100, 79625275426524748796330556128n],
  [250, 80224679980005306637834519095n],
  [500, 81233731461783161732293370115n],
  [1000, 83290069058676223003182343270n],
  [2500, 89776708723587163891445672585n],
  [3000, 92049301871182272007977902845n],
  [4000, 96768528593268422080558758223n],
  [5000, 101729702841318637793976746270n],
  [50000, 965075977353221155028623082916n],
  [150000, 143194173941309278083010301478497n],
  [250000, 21246587762933397357449903968194344n],
  [500000, 5697689776495288729098254600827762987878n],
  [738203, 847134979253254120489401328389043031315994541n],
]

/** v3-core's snapshot of getTickAtSqrtRatio. */
const TICKS: [bigint, number][] = [
  [4295128739n, -887272],
  [79228162514264337593543n, -276325],
  [79228162514264337593543950n, -138163],
  [9903520314283042199192993792n, -41591],
  [28011385487393069959365969113n, -20796],
  [56022770974786139918731938227n, -6932],
  [79228162514264337593543950336n, 0],
  [112045541949572279837463876454n, 6931],
  [224091083899144559674927752909n, 20795],
  [633825300114114700748351602688n, 41590],
  [79228162514264337593543950336000n, 138162],
  [79228162514264337593543950336000000n, 276324],
  [1461446703485210103287273052203988822378723970341n, 887271],
]

describe('getSqrtRatioAtTick', () => {
  it('equals v3-core at MIN_TICK, MIN_TICK + 1, 0, MAX_TICK - 1 and MAX_TICK', () => {
    expect(getSqrtRatioAtTick(MIN_TICK)).toBe(MIN_SQRT_RATIO)
    expect(getSqrtRatioAtTick(MIN_TICK + 1)).toBe(4295343490n)
    expect(getSqrtRatioAtTick(0)).toBe(1n << 96n)
    expect(getSqrtRatioAtTick(MAX_TICK - 1)).toBe(
      1461373636630004318706518188784493106690254656249n,
    )
    expect(getSqrtRatioAtTick(MAX_TICK)).toBe(MAX_SQRT_RATIO)
  })

  it.each(SQRT_RATIOS)('tick %i equals v3-core', (tick, ratio) => {
    expect(getSqrtRatioAtTick(tick)).toBe(ratio)
  })

  it("reverts ('T') past the tick range", () => {
    expect(() => getSqrtRatioAtTick(MIN_TICK - 1)).toThrow(PoolRevert)
    expect(() => getSqrtRatioAtTick(MAX_TICK + 1)).toThrow(PoolRevert)
  })
})

describe('getTickAtSqrtRatio', () => {
  it('equals v3-core at the ends of the range', () => {
    expect(getTickAtSqrtRatio(MIN_SQRT_RATIO)).toBe(MIN_TICK)
    expect(getTickAtSqrtRatio(4295343490n)).toBe(MIN_TICK + 1)
    expect(
      getTickAtSqrtRatio(1461373636630004318706518188784493106690254656249n),
    ).toBe(MAX_TICK - 1)
    expect(getTickAtSqrtRatio(MAX_SQRT_RATIO - 1n)).toBe(MAX_TICK - 1)
  })

  it.each(TICKS)('ratio %s equals v3-core', (ratio, tick) => {
    expect(getTickAtSqrtRatio(ratio)).toBe(tick)
  })

  it("reverts ('R') outside [MIN_SQRT_RATIO, MAX_SQRT_RATIO)", () => {
    expect(() => getTickAtSqrtRatio(MIN_SQRT_RATIO - 1n)).toThrow(PoolRevert)
    expect(() => getTickAtSqrtRatio(MAX_SQRT_RATIO)).toThrow(PoolRevert)
  })

  it('is the greatest tick whose √price is at most the ratio (any tick, any ratio up to the next)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_TICK, max: MAX_TICK - 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (tick, fraction) => {
          const low = getSqrtRatioAtTick(tick)
          const high = getSqrtRatioAtTick(tick + 1)
          const step = BigInt(Math.floor(fraction * 2 ** 32))
          const ratio = low + ((high - low - 1n) * step) / 2n ** 32n
          expect(getTickAtSqrtRatio(low)).toBe(tick)
          expect(getTickAtSqrtRatio(ratio)).toBe(tick)
          expect(getTickAtSqrtRatio(high - 1n)).toBe(tick)
        },
      ),
      { numRuns: 2_000 },
    )
  })
})
