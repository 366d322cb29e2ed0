/**
 * The fee rule of the embedded wallet: the node's value decides; a
 * caller's value is only a hint, used when it lies within
 * [`min`, 2 × the node's value] (so a page can at most double a fee, and
 * never push the maximum network fee past twice what the node asks).
 * Anything else, or no hint: the node's value.
 */
export function boundFeeHint(
  hint: bigint | undefined,
  node: bigint,
  { min = 1n }: { min?: bigint } = {},
): bigint {
  if (hint === undefined) return node
  return hint >= min && hint <= 2n * node ? hint : node
}
