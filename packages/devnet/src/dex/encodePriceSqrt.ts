/**
 * v3-core's `encodePriceSqrt(reserve1, reserve0)`: ⌊√(reserve1 / reserve0)
 * · 2⁹⁶⌋, the Q64.96 √price of that ratio, by integer Newton steps. What a
 * V3 pool is initialized with (`seedDex`), and the price its tests start
 * from.
 */
export function encodePriceSqrt(reserve1: bigint, reserve0: bigint): bigint {
  const square = (reserve1 << 192n) / reserve0
  if (square < 2n) return square
  let root = square
  let next = (root + 1n) / 2n
  while (next < root) {
    root = next
    next = (root + square / root) / 2n
  }
  return root
}
