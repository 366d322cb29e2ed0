import { InvalidChainIdError, NAME_CHAIN_ID_LIMIT } from '@latch/common'

/**
 * The ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, else
 * `0x80000000 | chainId`. The chain id must be below 2^31 (SPEC §5).
 */
export function toCoinType(chainId: number): number {
  if (
    !Number.isSafeInteger(chainId) ||
    chainId <= 0 ||
    chainId >= NAME_CHAIN_ID_LIMIT
  )
    throw new InvalidChainIdError({ chainId })
  if (chainId === 1) return 60
  return (0x80000000 | chainId) >>> 0
}
