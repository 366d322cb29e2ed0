import type { CaipNetworkId } from '@latch/common'
import {
  type ConnectorContext,
  createNamespaceProvider,
  type SolanaProvider,
} from '@latch/core'
import type { EmbeddedProvider } from './createEmbeddedProvider.js'

/**
 * The embedded wallet's SolanaProvider (a chunk of its own, loaded at the
 * first Solana call): the solana_* methods in WalletConnect's shapes
 * (base58 messages and signatures, base64 transactions) sent to the frame
 * as RPC_REQUEST on the Solana chain, each approved by the user inside the
 * frame; signed transactions are checked like a WalletConnect wallet's.
 * The config's `solanaAdapter()` (@latch/solana) builds it, so this
 * package carries no Solana library.
 */
export function createEmbeddedSolanaProvider({
  context,
  provider,
  getChain,
}: {
  context: Pick<ConnectorContext, 'adapters'>
  provider: Pick<EmbeddedProvider, 'send'>
  /** The Solana chain in use, for calls that name none (signMessage). */
  getChain(): CaipNetworkId
}): Promise<SolanaProvider> {
  return createNamespaceProvider(context, 'solana', (method, params, chain) =>
    provider.send(chain ?? getChain(), method, params),
  )
}
