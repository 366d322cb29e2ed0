import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { ChainNamespace } from './chainNamespaces.js'
import { isChainNamespace, referencePattern } from './patterns.js'

export type ParseCaipNetworkIdReturnType = {
  namespace: ChainNamespace
  reference: string
}

export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Splits a CAIP-2 network id into its namespace and reference.
 *
 * @example
 * parseCaipNetworkId('eip155:1') // { namespace: 'eip155', reference: '1' }
 */
export function parseCaipNetworkId(id: string): ParseCaipNetworkIdReturnType {
  const parts = id.split(':')
  const [namespace, reference] = parts
  if (
    parts.length !== 2 ||
    namespace === undefined ||
    reference === undefined ||
    !isChainNamespace(namespace) ||
    !referencePattern.test(reference)
  )
    throw new InvalidCaipNetworkIdError({ caipNetworkId: id })
  return { namespace, reference }
}
