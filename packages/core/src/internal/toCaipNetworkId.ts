import {
  type CaipNetworkId,
  type ChainNamespace,
  formatCaipNetworkId,
} from '@latch/common'

/** `eip155` + `1` → `eip155:1`. */
export function toCaipNetworkId(
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetworkId {
  return formatCaipNetworkId({ namespace, reference: String(chainId) })
}
