import { keccak_256 } from '@noble/hashes/sha3.js'
import { InvalidAddressError } from '../errors/address.js'
import { isEvmAddress } from './isEvmAddress.js'

export type GetEvmAddressErrorType = InvalidAddressError

/**
 * Returns the EIP-55 checksummed, `0x`-prefixed form of an EVM address.
 * Throws `InvalidAddressError` when the address is malformed, or when it is
 * mixed-case and that case does not match the checksum (a likely typo).
 *
 * @example
 * getEvmAddress('0x52908400098527886e0f7030069857d2e4169ee7')
 * // '0x52908400098527886E0F7030069857D2E4169EE7'
 */
export function getEvmAddress(value: string): `0x${string}` {
  if (!isEvmAddress(value)) throw new InvalidAddressError({ address: value })
  const hex = value.length === 42 ? value.slice(2) : value
  const lower = hex.toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let checksummed = ''
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    checksummed += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!
  }
  const mixedCase = hex !== lower && hex !== hex.toUpperCase()
  if (mixedCase && hex !== checksummed)
    throw new InvalidAddressError({ address: value, reason: 'checksum' })
  return `0x${checksummed}`
}
