import { InvalidChainIdError } from '../errors/network.js'

export type ToHexChainIdErrorType = InvalidChainIdError

/**
 * Formats a chain id as `0x`-prefixed lowercase hex, as EIP-1193
 * `chainChanged` and `wallet_switchEthereumChain` expect.
 *
 * @example
 * toHexChainId(8453) // '0x2105'
 */
export function toHexChainId(id: number): `0x${string}` {
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new InvalidChainIdError({ chainId: id })
  return `0x${id.toString(16)}`
}
