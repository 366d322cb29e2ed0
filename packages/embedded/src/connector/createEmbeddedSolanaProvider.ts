import type { CaipNetworkId } from '@latch/common'
import type { SolanaProvider } from '@latch/core'
import { createSolanaSessionProvider } from '@latch/core/solana'
import type { EmbeddedProvider } from './createEmbeddedProvider.js'

/**
 * The embedded wallet's SolanaProvider (a chunk of its own, loaded at the
 * first Solana call): the solana_* methods in WalletConnect's shapes
 * (base58 messages and signatures, base64 transactions) sent to the frame
 * as RPC_REQUEST on the Solana chain, each approved by the user inside the
 * frame; signed transactions are checked like a WalletConnect wallet's.
 */
export function createEmbeddedSolanaProvider({
  provider,
  getChain,
}: {
  provider: Pick<EmbeddedProvider, 'send'>
  /** The Solana chain in use, for calls that name none (signMessage). */
  getChain(): CaipNetworkId
}): SolanaProvider {
  return createSolanaSessionProvider((method, params, chain) =>
    provider.send(chain ?? getChain(), method, params),
  )
}
