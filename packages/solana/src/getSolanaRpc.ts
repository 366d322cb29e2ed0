import type { Network } from '@latch/common'
import { NetworkNotConfiguredError } from '@latch/core'
import { createSolanaRpc } from '@solana/kit'

/** A @solana/kit RPC client for the network's first RPC URL. */
export function getSolanaRpc(network: Network) {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new NetworkNotConfiguredError(network.caipNetworkId)
  return createSolanaRpc(url)
}

export type SolanaRpc = ReturnType<typeof getSolanaRpc>
