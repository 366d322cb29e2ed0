import { latchDevnet, latchDevnet2 } from '@latch/devnet'
import { defineChain } from '@reown/appkit/networks'

/** Latch Devnet as the reference client's network type, at `rpcUrl`. */
function toReferenceNetwork(
  chain: typeof latchDevnet | typeof latchDevnet2,
  rpcUrl: string | undefined,
) {
  const url = rpcUrl || chain.rpcUrl
  return defineChain({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
    // Not `testnet: true`: the reference client skips the name lookup on
    // test networks, and the Latch name is part of what is shown.
  })
}

/**
 * Latch Devnet (31337) and Latch Devnet 2 (31338). Their RPC URLs come from
 * `VITE_DEVNET_RPC_1/2` at build time (the e2e setup's anvils); the chains are
 * not on the vendor's RPC list, so the client calls these URLs directly.
 */
export function referenceNetworks(env: ImportMetaEnv) {
  return [
    toReferenceNetwork(latchDevnet, env.VITE_DEVNET_RPC_1),
    toReferenceNetwork(latchDevnet2, env.VITE_DEVNET_RPC_2),
  ] as const
}
