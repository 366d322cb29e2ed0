import { defineChain } from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'

/** A viem chain of a blockchain-settings chain (its first RPC URL). */
export function toViemChain(chain: ChainSettings) {
  return defineChain({
    id: chain.chainId,
    name: `eip155:${chain.chainId}`,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [...chain.rpcUrls] } },
  })
}
