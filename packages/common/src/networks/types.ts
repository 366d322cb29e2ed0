import type { ChainNamespace } from '../caip/chainNamespaces.js'
import type { CaipNetworkId } from '../caip/types.js'

/**
 * A network (chain) the modal can show and switch to. EVM networks use the
 * numeric chain id as `id`; other namespaces use the CAIP-2 reference.
 */
export type Network = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
}
