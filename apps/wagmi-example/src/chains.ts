import { devnet, devnet2, type Network } from '@latch/react/networks'
import type { Chain } from 'viem'

/** `network` with its RPC URL replaced by `url`, when set. */
const at = (network: Network, url: string | undefined): Network =>
  url ? { ...network, rpcUrls: { default: { http: [url] } } } : network

/** The same network as a wagmi (viem) chain. */
const toChain = (network: Network): Chain => ({
  id: network.id as number,
  name: network.name,
  nativeCurrency: network.nativeCurrency,
  rpcUrls: network.rpcUrls,
})

/**
 * The two devnets, once as Latch networks and once as wagmi chains, with
 * the same RPC URLs (`VITE_DEVNET_RPC_1/2` at build time point them at
 * other ports, as the e2e setup does).
 */
export function exampleChains(env: ImportMetaEnv) {
  const networks = [
    at(devnet, env.VITE_DEVNET_RPC_1),
    at(devnet2, env.VITE_DEVNET_RPC_2),
  ] as const
  const chains = [toChain(networks[0]), toChain(networks[1])] as const
  return { networks, chains }
}
