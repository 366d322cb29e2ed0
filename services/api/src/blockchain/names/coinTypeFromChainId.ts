/**
 * ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`.
 * Chain ids must be below 2^31 (SPEC §5); undefined otherwise.
 */
export function coinTypeFromChainId(chainId: number): number | undefined {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= 2 ** 31)
    return undefined
  return (0x80000000 | chainId) >>> 0
}

/** Ethereum mainnet's SLIP-44 coin type, also accepted for EVM names. */
const ETHEREUM_COIN_TYPE = 60

/** Whether a coin type names an EVM chain (60 or ENSIP-11 range). */
export function isEvmCoinType(coinType: number): boolean {
  return (
    coinType === ETHEREUM_COIN_TYPE ||
    (Number.isSafeInteger(coinType) &&
      coinType >= 0x80000000 &&
      coinType <= 0xffffffff)
  )
}
