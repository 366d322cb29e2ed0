import { InvalidChainIdError } from '../errors/network.js'

export type ParseHexChainIdErrorType = InvalidChainIdError

/**
 * Parses a hex chain id, with or without `0x` (wallets send both), into a
 * positive safe integer. Throws `InvalidChainIdError` on anything else.
 *
 * @example
 * parseHexChainId('0x2105') // 8453
 * parseHexChainId('2105') // 8453
 */
export function parseHexChainId(hex: string): number {
  const match = /^(?:0[xX])?([0-9a-fA-F]{1,14})$/.exec(hex)
  const id = match ? Number.parseInt(match[1]!, 16) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new InvalidChainIdError({ chainId: hex })
  return id
}
