import {
  bitcoinTestnet,
  devnet,
  devnet2,
  type Network,
  solanaLocalnet,
} from '@latch/react/networks'

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
 * The demo's networks: the two EVM devnets, the local Solana chain and
 * Bitcoin testnet (no node: signatures and PSBTs only). `VITE_DEVNET_RPC_1/2`
 * and `VITE_SOLANA_RPC_URL` (set at build time by `npm start` and the e2e
 * setup) point them at chains on other ports.
 */
export function demoNetworks(env: ImportMetaEnv) {
  return [
    withRpcUrl(devnet, env.VITE_DEVNET_RPC_1),
    withRpcUrl(devnet2, env.VITE_DEVNET_RPC_2),
    withRpcUrl(solanaLocalnet, env.VITE_SOLANA_RPC_URL),
    bitcoinTestnet,
  ] as const
}
