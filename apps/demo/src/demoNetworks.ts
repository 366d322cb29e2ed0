import { devnet, devnet2, type Network } from '@latch/react/networks'

/** Copy of `network` whose default RPC URL is `url` (unchanged if unset). */
function withRpcUrl<N extends Network>(
  network: N,
  url: string | undefined,
): Omit<N, 'rpcUrls'> & { rpcUrls: Network['rpcUrls'] } {
  if (!url) return network
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { ...network.rpcUrls.default, http: [url] },
    },
  }
}

/**
 * The demo's two networks. `VITE_DEVNET_RPC_1/2` (set at build time by
 * `npm start` and the e2e setup) point them at anvils on other ports.
 */
export function demoNetworks(env: ImportMetaEnv) {
  return [
    withRpcUrl(devnet, env.VITE_DEVNET_RPC_1),
    withRpcUrl(devnet2, env.VITE_DEVNET_RPC_2),
  ] as const
}
