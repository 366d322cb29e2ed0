import {
  getCompiledTransactionMessageDecoder,
  type Transaction,
} from '@solana/kit'
import {
  getTransferSolInstructionDataDecoder,
  identifySystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'

/** What a person needs to see of a Solana transaction. */
export type SolanaTransactionSummary = {
  feePayer: string
  instructionCount: number
  /** SOL transfers (System program), in lamports. */
  transfers: { lamports: bigint; to: string }[]
}

/**
 * Fee payer, instruction count and System-program SOL transfers of
 * `transaction`, read from its compiled message with @solana/kit and
 * @solana-program/system.
 */
export function summarizeSolanaTransaction(
  transaction: Pick<Transaction, 'messageBytes'>,
): SolanaTransactionSummary {
  const message = getCompiledTransactionMessageDecoder().decode(
    transaction.messageBytes,
  )
  const accounts = message.staticAccounts
  // Legacy and v0 messages list their instructions; v1 only counts them here.
  const instructions = 'instructions' in message ? message.instructions : []
  const instructionCount =
    'numInstructions' in message ? message.numInstructions : instructions.length
  const transfers: SolanaTransactionSummary['transfers'] = []
  for (const instruction of instructions) {
    if (accounts[instruction.programAddressIndex] !== SYSTEM_PROGRAM_ADDRESS)
      continue
    const data = instruction.data
    if (!data) continue
    try {
      if (identifySystemInstruction(data) !== SystemInstruction.TransferSol)
        continue
      const { amount } = getTransferSolInstructionDataDecoder().decode(data)
      const to = accounts[instruction.accountIndices?.[1] ?? -1]
      transfers.push({ lamports: amount, to: to ?? '?' })
    } catch {
      // Not a System instruction we can read: counted, not itemised.
    }
  }
  return {
    feePayer: accounts[0] ?? '?',
    instructionCount,
    transfers,
  }
}
