import type { ChainNamespace } from '../../caip/chainNamespaces.js'
import {
  type DefineNetworkReturnType,
  defineNetwork,
} from '../defineNetwork.js'
import type { Network } from '../types.js'

// The built-in networks share one shape; these builders write it once, so
// each chain file states only its own values. Internal to the networks
// folder: apps describe their own networks with defineNetwork.

type NativeCurrency = Network['nativeCurrency']

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** A built-in network's own values. */
type ChainParameters<id extends number | string> = {
  id: id
  name: string
  /** The default RPC URL. */
  rpc: string
  /** The default block explorer. */
  explorer?: { name: string; url: string }
  /** The namespace's coin (ETH, SOL, BTC) when not given. */
  nativeCurrency?: NativeCurrency
  testnet?: true
}

/** The network built from `chain`, with the literal types of its values. */
type Chain<
  namespace extends ChainNamespace,
  coin extends NativeCurrency,
  chain extends ChainParameters<number | string>,
> = DefineNetworkReturnType<
  {
    readonly id: chain['id']
    readonly chainNamespace: namespace
    readonly name: chain['name']
    readonly nativeCurrency: chain extends {
      nativeCurrency: infer currency extends NativeCurrency
    }
      ? currency
      : coin
    readonly rpcUrls: {
      readonly default: { readonly http: readonly [chain['rpc']] }
    }
  } & (chain extends { explorer: infer explorer }
    ? { readonly blockExplorers: { readonly default: explorer } }
    : unknown) &
    (chain extends { testnet: true } ? { readonly testnet: true } : unknown)
>

function network<
  namespace extends ChainNamespace,
  coin extends NativeCurrency,
  chain extends ChainParameters<number | string>,
>(
  chainNamespace: namespace,
  coin: coin,
  { id, name, rpc, explorer, nativeCurrency = coin, testnet }: chain,
): Chain<namespace, coin, chain> {
  // Keys in the order the networks have always had; no `blockExplorers` or
  // `testnet` key at all when the chain has none.
  return defineNetwork({
    id,
    chainNamespace,
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpc] } },
    ...(explorer && { blockExplorers: { default: explorer } }),
    ...(testnet && { testnet }),
  }) as never
}

/** An EVM network (`eip155`, numeric id); its coin is Ether by default. */
export const evmNetwork = <const chain extends ChainParameters<number>>(
  chain: chain,
) => network('eip155', ether, chain)

/** A Solana network (`solana`, genesis-hash id); its coin is SOL. */
export const solanaNetwork = <const chain extends ChainParameters<string>>(
  chain: chain,
) => network('solana', sol, chain)

/** A Bitcoin network (`bip122`, genesis-hash id); its coin is BTC. */
export const bitcoinNetwork = <const chain extends ChainParameters<string>>(
  chain: chain,
) => network('bip122', btc, chain)
