import {
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
} from '@latch/common'

/** A Solana cluster the wallet signs for. */
export type SolanaNetwork = {
  /** CAIP-2 id, `solana:<genesis hash prefix>`. */
  caip: string
  name: string
  /** JSON-RPC URL that signAndSendTransaction sends to. */
  rpcUrl: string
}

/**
 * The local chain (its RPC `localRpcUrl`, else 127.0.0.1:8899) first, then
 * Solana devnet, testnet and mainnet with their public RPC URLs.
 */
export function defaultSolanaNetworks(localRpcUrl?: string): SolanaNetwork[] {
  return [solanaLocalnet, solanaDevnet, solanaTestnet, solana].map(
    (network) => ({
      caip: network.caipNetworkId,
      name: network.name,
      rpcUrl:
        network === solanaLocalnet && localRpcUrl
          ? localRpcUrl
          : (network.rpcUrls.default.http[0] ?? ''),
    }),
  )
}
