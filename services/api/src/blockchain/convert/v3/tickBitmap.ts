/** The index of the highest set bit of `x` (> 0). */
const mostSignificantBit = (x: bigint) => x.toString(2).length - 1
/** The index of the lowest set bit of `x` (> 0). */
const leastSignificantBit = (x: bigint) => mostSignificantBit(x & -x)

/**
 * `tick` / `tickSpacing` rounded towards negative infinity: a tick's
 * position in the pool's bitmap (v3-core `TickBitmap`).
 */
export const compress = (tick: number, tickSpacing: number) =>
  Math.floor(tick / tickSpacing)

/** The bitmap word holding a compressed tick, and its bit (`position`). */
export const wordPosition = (compressed: number) => compressed >> 8

/**
 * The word a `nextInitializedTickWithinOneWord` lookup from `tick` reads:
 * the current tick's when searching down (`lte`), the next tick's when up.
 */
export const lookupWord = (tick: number, tickSpacing: number, lte: boolean) =>
  wordPosition(compress(tick, tickSpacing) + (lte ? 0 : 1))

/**
 * v3-core `TickBitmap.nextInitializedTickWithinOneWord`, given the bitmap
 * `word` that `lookupWord` names: the next initialized tick at or below
 * `tick` (`lte`) or above it, within that word, else the word's last
 * tick that way; and whether it is initialized.
 */
export function nextInitializedTickWithinOneWord(
  word: bigint,
  tick: number,
  tickSpacing: number,
  lte: boolean,
): [next: number, initialized: boolean] {
  const compressed = compress(tick, tickSpacing)
  if (lte) {
    const bitPos = compressed & 255
    const bit = 1n << BigInt(bitPos)
    const masked = word & (bit - 1n + bit)
    return masked === 0n
      ? [(compressed - bitPos) * tickSpacing, false]
      : [
          (compressed - (bitPos - mostSignificantBit(masked))) * tickSpacing,
          true,
        ]
  }
  const bitPos = (compressed + 1) & 255
  const masked = word & ~((1n << BigInt(bitPos)) - 1n)
  return masked === 0n
    ? [(compressed + 1 + (255 - bitPos)) * tickSpacing, false]
    : [
        (compressed + 1 + (leastSignificantBit(masked) - bitPos)) * tickSpacing,
        true,
      ]
}
