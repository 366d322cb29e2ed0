import { InvalidCaipAddressError } from '../errors/caip.js'
import type { ChainNamespace } from './chainNamespaces.js'
import {
  accountAddressPattern,
  isChainNamespace,
  referencePattern,
} from './patterns.js'
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
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (
    parts.length !== 3 ||
    namespace === undefined ||
    reference === undefined ||
    address === undefined ||
    !isChainNamespace(namespace) ||
    !referencePattern.test(reference) ||
    !accountAddressPattern.test(address)
  )
    throw new InvalidCaipAddressError({ caipAddress: value })
  return {
    namespace,
    reference,
    address,
    caipNetworkId: `${namespace}:${reference}`,
  }
}
