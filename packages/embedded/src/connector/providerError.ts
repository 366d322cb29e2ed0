/**
 * An EIP-1193 ProviderRpcError (`{ code, message }`), as wallets reject.
 * The core's actions type it (`getProviderError`: 4001 →
 * UserRejectedRequestError, 4100 → UnauthorizedProviderError); building
 * it here keeps @latch/common's error classes out of this chunk, so
 * bundlers do not split the page's first-load chunk around them.
 */
export function providerError(
  code: number,
  message: string,
): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}
