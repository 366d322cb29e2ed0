import {
  bitcoinTestnet,
  devnet,
  devnet2,
  type Network,
  solanaLocalnet,
} from '@latch/react/networks'
import { messages } from './messages.js'

/**
 * Copy of `network` whose default RPC URL is `url` (unchanged if unset);
 * an explorer that reads the RPC from the browser (Solana Explorer's
 * `customUrl`, solanaLocalnet's) reads the new one.
 */
function withRpcUrl<N extends Network>(
  network: N,
  url: string | undefined,
): Omit<N, 'rpcUrls'> & { rpcUrls: Network['rpcUrls'] } {
  if (!url) return network
  const explorer = network.blockExplorers?.default
  const explorerUrl = explorer && new URL(explorer.url)
  const readsRpc = explorerUrl?.searchParams.has('customUrl')
  explorerUrl?.searchParams.set('customUrl', url)
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { ...network.rpcUrls.default, http: [url] },
    },
    ...(readsRpc &&
      explorer &&
      explorerUrl && {
        blockExplorers: {
          ...network.blockExplorers,
          default: { ...explorer, url: explorerUrl.href },
        },
      }),
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
