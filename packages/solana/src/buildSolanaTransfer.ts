import {
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as toAddress,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { SolanaRpc } from './getSolanaRpc.js'

export type BuildSolanaTransferParameters = {
  /** The sender (fee payer and signer), base58. */
  from: string
  /** The receiver's wallet address, base58. */
  to: string
  /** In lamports, or the token's smallest units. */
  units: bigint
  /** The SPL token's mint; absent for SOL. */
  mint?: string | undefined
  /** The SPL token's decimals (TransferChecked). */
  decimals?: number | undefined
}

/**
 * The wire bytes of an unsigned transfer, built with @solana/kit and the
 * official program clients: a SOL transfer (System program), or an SPL
 * TransferChecked between the sender's and the receiver's associated token
 * accounts, creating the receiver's first when it has none (idempotent).
 * The fee payer is the sender; the lifetime the network's latest blockhash.
 */
export async function buildSolanaTransfer(
  rpc: SolanaRpc,
  parameters: BuildSolanaTransferParameters,
): Promise<{ transaction: Uint8Array; lastValidBlockHeight: bigint }> {
  const from = toAddress(parameters.from)
  const to = toAddress(parameters.to)
  const authority = createNoopSigner(from)
  const instructions: Instruction[] = []
  if (!parameters.mint) {
    instructions.push(
      getTransferSolInstruction({
        source: authority,
        destination: to,
        amount: parameters.units,
      }),
    )
  } else {
    const mint = toAddress(parameters.mint)
    const tokenProgram = TOKEN_PROGRAM_ADDRESS
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: from, mint, tokenProgram }),
      findAssociatedTokenPda({ owner: to, mint, tokenProgram }),
    ])
    const existing = await rpc
      .getAccountInfo(destination, { encoding: 'base64' })
      .send()
    if (!existing.value)
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: authority,
          ata: destination,
          owner: to,
          mint,
        }),
      )
    instructions.push(
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority,
        amount: parameters.units,
        decimals: parameters.decimals ?? 0,
      }),
    )
  }
  const { value: latest } = await rpc
    .getLatestBlockhash({ commitment: 'confirmed' })
    .send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = new Uint8Array(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
  return { transaction, lastValidBlockHeight: latest.lastValidBlockHeight }
}
