/**
 * Where the pool's Solidity would revert (a `require` that fails, a
 * checked cast or addition that overflows): the quote it stands for is a
 * reverted call, like QuoterV2's.
 */
export class PoolRevert extends Error {
  override name = 'PoolRevert'
}

/** Solidity's `require(condition)`. */
export function require(condition: boolean, reason = ''): asserts condition {
  if (!condition) throw new PoolRevert(reason)
}
