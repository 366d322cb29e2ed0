import type { ChainNamespace } from './chainNamespaces.js'

/** A CAIP-2 network id, e.g. `eip155:1` or `solana:5eykt4Us…`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`
