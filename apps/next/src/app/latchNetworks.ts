import { devnet, devnet2, type Network } from '@latch/react/networks'

/** Copy of `network` whose default RPC URL is `url` (unchanged if unset). */
function withRpcUrl(network: Network, url: string | undefined): Network {
  if (!url) return network
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { ...network.rpcUrls.default, http: [url] },
    },
  }
}

/** The two EVM devnets (31337, 31338), on the RPC URLs given. */
export function latchNetworks(
  rpcUrls: readonly [string | undefined, string | undefined],
): [Network, Network] {
  return [withRpcUrl(devnet, rpcUrls[0]), withRpcUrl(devnet2, rpcUrls[1])]
}
