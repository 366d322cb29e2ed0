import type { InvalidCaipAddressError } from '../errors/caip.js'
import type { ChainNamespace } from './chainNamespaces.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import type { CaipAddress } from './types.js'

export type FormatCaipAddressParameters = {
  namespace: ChainNamespace
  reference: string | number
  address: string
}

export type FormatCaipAddressErrorType = InvalidCaipAddressError

/**
 * Joins namespace, reference and address into a CAIP-10 account id; throws
 * `InvalidCaipAddressError` if the result would not parse back.
 *
 * @example
 * formatCaipAddress({ namespace: 'eip155', reference: 1, address: '0xab…' }) // 'eip155:1:0xab…'
 */
export function formatCaipAddress({
  namespace,
  reference,
  address,
}: FormatCaipAddressParameters): CaipAddress {
  const value = `${namespace}:${reference}:${address}` as const
  parseCaipAddress(value)
  return value
}
