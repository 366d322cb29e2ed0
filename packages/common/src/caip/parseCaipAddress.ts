import { InvalidCaipAddressError } from '../errors/caip.js'
import type { ChainNamespace } from './chainNamespaces.js'
import { splitCaip } from './patterns.js'
import type { CaipNetworkId } from './types.js'

export type ParseCaipAddressReturnType = {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

export type ParseCaipAddressErrorType = InvalidCaipAddressError

/**
 * Splits a CAIP-10 account id. It must have exactly three non-empty parts
 * and a known namespace.
 *
 * @example
 * parseCaipAddress('eip155:1:0xab12…')
 * // { namespace: 'eip155', reference: '1', address: '0xab12…', caipNetworkId: 'eip155:1' }
 */
export function parseCaipAddress(value: string): ParseCaipAddressReturnType {
  const parts = splitCaip(value, 3)
  if (!parts) throw new InvalidCaipAddressError({ caipAddress: value })
  const [namespace, reference, address] = parts
  return {
    namespace,
    reference,
    address,
    caipNetworkId: `${namespace}:${reference}`,
  }
}
