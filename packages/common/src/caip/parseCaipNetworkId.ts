import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { ChainNamespace } from './chainNamespaces.js'
import { splitCaip } from './patterns.js'

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
  const parts = splitCaip(id, 2)
  if (!parts) throw new InvalidCaipNetworkIdError({ caipNetworkId: id })
  const [namespace, reference] = parts
  return { namespace, reference }
}
