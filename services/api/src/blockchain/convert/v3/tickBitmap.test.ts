// Our TickBitmap lookup against v3-core's own test vectors
// (test/TickBitmap.spec.ts: ticks -200, -55, -4, 70, 78, 84, 139, 240 and
// 535 initialized), at tick spacing 1 as there and scaled to spacing 60.
import { describe, expect, it } from 'vitest'
import {
  compress,
  lookupWord,
  nextInitializedTickWithinOneWord,
  wordPosition,
} from './tickBitmap.js'

const INITIALIZED = [-200, -55, -4, 70, 78, 84, 139, 240, 535]

/** The pool's `tickBitmap` words with `ticks` flipped on (v3-core `flipTick`). */
function bitmap(ticks: number[], spacing: number) {
  const words = new Map<number, bigint>()
  for (const tick of ticks) {
    const compressed = compress(tick, spacing)
    const position = wordPosition(compressed)
    words.set(
      position,
      (words.get(position) ?? 0n) ^ (1n << BigInt(compressed & 255)),
    )
  }
  return words
}

/** [from tick, lte, extra ticks flipped, next, initialized] */
const VECTORS: [number, boolean, number[], number, boolean][] = [
  [78, false, [], 84, true],
  [-55, false, [], -4, true],
  [77, false, [], 78, true],
  [-56, false, [], -55, true],
  [255, false, [], 511, false],
  [-257, false, [], -200, true],
  [328, false, [340], 340, true],
  [508, false, [], 511, false],
  [383, false, [], 511, false],
  [78, true, [], 78, true],
  [79, true, [], 78, true],
  [258, true, [], 256, false],
  [256, true, [], 256, false],
  [72, true, [], 70, true],
  [-257, true, [], -512, false],
  [1023, true, [], 768, false],
  [900, true, [], 768, false],
  [456, true, [329], 329, true],
]

describe.each([1, 60])(
  'nextInitializedTickWithinOneWord at spacing %i',
  (spacing) => {
    it.each(VECTORS)(
      'from %i (lte %s, also %j) equals v3-core: %i, %s',
      (tick, lte, extra, next, initialized) => {
        const words = bitmap(
          [...INITIALIZED, ...extra].map((t) => t * spacing),
          spacing,
        )
        const word = words.get(lookupWord(tick * spacing, spacing, lte)) ?? 0n
        expect(
          nextInitializedTickWithinOneWord(word, tick * spacing, spacing, lte),
        ).toEqual([next * spacing, initialized])
      },
    )

    it('rounds a negative tick between spacings towards negative infinity', () => {
      // -1 at spacing 60 is in the compressed tick -1 (-60..-1): searching
      // down finds -60 when it is initialized, not 0.
      const words = bitmap([-60, 0], 60)
      const word = words.get(lookupWord(-1, 60, true)) ?? 0n
      expect(nextInitializedTickWithinOneWord(word, -1, 60, true)).toEqual([
        -60,
        true,
      ])
    })
  },
)
