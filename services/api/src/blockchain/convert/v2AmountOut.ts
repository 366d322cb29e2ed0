const UINT256_LIMIT = 2n ** 256n

/** `a * b`, or `undefined` where Solidity's SafeMath would revert (≥ 2^256). */
function mul(a: bigint, b: bigint) {
  const product = a * b
  return product < UINT256_LIMIT ? product : undefined
}

/**
 * What Uniswap V2's `UniswapV2Library.getAmountOut` answers for `amountIn`
 * against the reserves (0.3 % fee: the 997 / 1000 formula, integer
 * division), `undefined` where it reverts: no input, an empty reserve or
 * a uint256 overflow of its SafeMath.
 */
export function v2AmountOut(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
): bigint | undefined {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return undefined
  const amountInWithFee = mul(amountIn, 997n)
  if (amountInWithFee === undefined) return undefined
  const numerator = mul(amountInWithFee, reserveOut)
  const scaledReserve = mul(reserveIn, 1000n)
  if (numerator === undefined || scaledReserve === undefined) return undefined
  const denominator = scaledReserve + amountInWithFee
  if (denominator >= UINT256_LIMIT) return undefined
  return numerator / denominator
}
