import { require } from './poolRevert.js'

const UINT128_LIMIT = 1n << 128n

/** v3-core `LiquidityMath.addDelta`: reverts ('LS' / 'LA') past uint128. */
export function addDelta(x: bigint, y: bigint): bigint {
  const z = x + y
  if (y < 0n) require(z >= 0n, 'LS')
  else require(z < UINT128_LIMIT, 'LA')
  return z
}
