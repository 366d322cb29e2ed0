import { messages } from './messages.js'
import type { WalletChain } from './readWalletConfig.js'

/** `Latch Devnet (eip155:31337)` for a CAIP-2 id, or `Chain eip155:1`. */
export function chainName(
  chains: readonly WalletChain[],
  caip: string,
): string {
  const chain = chains.find((c) => `eip155:${c.chainId}` === caip)
  return chain ? `${chain.name} (${caip})` : messages.unknownChain(caip)
}
