import { defaultBitcoinNetworks } from '@latch/devnet/bitcoin-signer'
import { defaultSolanaNetworks } from '@latch/devnet/solana-signer'
import { messages } from './messages.js'
import type { WalletChain } from './readWalletConfig.js'

// Names of the Solana clusters and Bitcoin networks (they do not depend on
// the configured URLs).
const otherNetworks = [...defaultSolanaNetworks(), ...defaultBitcoinNetworks()]

/**
 * `Latch Devnet (eip155:31337)`, `Solana Local (solana:B3a6…)` or
 * `Bitcoin (bip122:000…)` for a CAIP-2 id, or `Chain <id>`.
 */
export function chainName(
  chains: readonly WalletChain[],
  caip: string,
): string {
  const name =
    chains.find((c) => `eip155:${c.chainId}` === caip)?.name ??
    otherNetworks.find((n) => n.caip === caip)?.name
  return name ? `${name} (${caip})` : messages.unknownChain(caip)
}
