import {
  bitcoinTestnet,
  devnet,
  devnet2,
  type Network,
  solanaLocalnet,
} from '@latch/react/networks'
import { messages } from './messages.js'

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
 * Copy of an EVM devnet whose block explorer is the demo's own page
 * (`explorer.html`, reading the devnet's RPC), so a sent transaction has a
 * link that works; unchanged without `explorerPage`.
 */
function withExplorer<N extends Network>(
  network: N,
  explorerPage: string | undefined,
) {
  if (!explorerPage) return network
  const url = new URL(explorerPage)
  url.search = `chain=${network.id}`
  // Toolkits append `/tx/<hash>`: after the `#`, a static server serves it.
  return {
    ...network,
    blockExplorers: {
      default: { name: messages.explorerName, url: `${url.href}#` },
    },
  }
}

/**
 * The demo's networks: the two EVM devnets, the local Solana chain and
 * Bitcoin testnet (no node: signatures and PSBTs only). `VITE_DEVNET_RPC_1/2`
 * and `VITE_SOLANA_RPC_URL` (set at build time by `npm start` and the e2e
 * setup) point them at chains on other ports; `explorerPage` (the URL of
 * the demo's explorer.html) gives the devnets a block explorer.
 */
export function demoNetworks(env: ImportMetaEnv, explorerPage?: string) {
  return [
    withExplorer(withRpcUrl(devnet, env.VITE_DEVNET_RPC_1), explorerPage),
    withExplorer(withRpcUrl(devnet2, env.VITE_DEVNET_RPC_2), explorerPage),
    withRpcUrl(solanaLocalnet, env.VITE_SOLANA_RPC_URL),
    bitcoinTestnet,
  ] as const
}
