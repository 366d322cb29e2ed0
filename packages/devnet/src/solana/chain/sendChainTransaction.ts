import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import type { SolanaChain, SubmitOutcome } from './createSolanaChain.js'

/**
 * Builds a v0 transaction of `instructions` paid by `feePayer` with the
 * chain's latest blockhash, signs it with the instructions' signers and
 * submits it (with preflight).
 */
export async function sendChainTransaction(
  chain: SolanaChain,
  feePayer: TransactionSigner,
  instructions: readonly Instruction[],
): Promise<SubmitOutcome> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(chain.latestBlockhash(), m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  return chain.submit(transaction)
}
