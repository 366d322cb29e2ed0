import type { InvalidCaipNetworkIdError } from '../errors/caip.js'
import type { ChainNamespace } from './chainNamespaces.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import type { CaipNetworkId } from './types.js'

export type FormatCaipNetworkIdParameters = {
  namespace: ChainNamespace
  reference: string | number
}

export type FormatCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Joins a namespace and a reference into a CAIP-2 network id; throws
 * `InvalidCaipNetworkIdError` if the result would not parse back.
 *
 * @example
 * formatCaipNetworkId({ namespace: 'eip155', reference: 8453 }) // 'eip155:8453'
 */
export function formatCaipNetworkId({
  namespace,
  reference,
}: FormatCaipNetworkIdParameters): CaipNetworkId {
  const id = `${namespace}:${reference}` as const
  parseCaipNetworkId(id)
  return id
}
