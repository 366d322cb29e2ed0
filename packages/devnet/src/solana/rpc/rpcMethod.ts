import type { KeyPairSigner } from '@solana/kit'
import type { SolanaChain } from '../chain/createSolanaChain.js'

/** What every RPC method works on. */
export type SolanaRpcNode = {
  chain: SolanaChain
  /** Pays airdrops. */
  faucet: KeyPairSigner
}

/** One JSON-RPC method: positional params → result (bigints allowed). */
export type RpcMethod = (
  params: unknown[],
  node: SolanaRpcNode,
) => unknown | Promise<unknown>

/** The Solana version this node says it is. */
export const SOLANA_CORE_VERSION = '2.2.0'

/** `{ context: { slot }, value }`, the wrapper of Solana's account methods. */
export function withContext(chain: SolanaChain, value: unknown) {
  return {
    context: { apiVersion: SOLANA_CORE_VERSION, slot: chain.slot },
    value,
  }
}
