import type { Signature } from '@solana/kit'
import { SolanaTransactionFailedError } from './errors.js'
import type { SolanaRpc } from './getSolanaRpc.js'

export type WaitForSolanaSignatureParameters = {
  /** The transaction's first signature, base58. */
  signature: string
  /** @default 'confirmed' */
  commitment?: 'confirmed' | 'finalized' | undefined
  /** @default 500 */
  pollingInterval?: number | undefined
  /** How many times to ask before giving up (undefined then). @default 120 */
  attempts?: number | undefined
}

/**
 * Polls getSignatureStatuses until the transaction reaches the commitment
 * (resolves with its slot) or fails on the chain (rejects with
 * SolanaTransactionFailedError). Resolves undefined when it is still
 * unknown after `attempts` polls.
 */
export async function waitForSolanaSignature(
  rpc: SolanaRpc,
  parameters: WaitForSolanaSignatureParameters,
): Promise<{ slot: bigint } | undefined> {
  const {
    signature,
    commitment = 'confirmed',
    pollingInterval = 500,
    attempts = 120,
  } = parameters
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { value } = await rpc
      .getSignatureStatuses([signature as Signature], {
        searchTransactionHistory: true,
      })
      .send()
    const status = value[0]
    if (status?.err)
      throw new SolanaTransactionFailedError(signature, status.err)
    const reached =
      status?.confirmationStatus === 'finalized' ||
      (commitment === 'confirmed' && status?.confirmationStatus === 'confirmed')
    if (status && reached) return { slot: status.slot }
    await new Promise((resolve) => setTimeout(resolve, pollingInterval))
  }
  return undefined
}
