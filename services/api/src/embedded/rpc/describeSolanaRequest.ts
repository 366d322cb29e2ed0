import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import {
  getTransferSolInstructionDataDecoder,
  identifySystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import {
  getTransferCheckedInstructionDataDecoder,
  identifyTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { embeddedErrors } from '../http/EmbeddedError.js'
import {
  readSolanaMessage,
  readSolanaTransaction,
  readSolanaTransactions,
  solanaParams,
} from './readSolanaParams.js'

/** One transaction as the approval screen shows it. */
export type SolanaTransactionSummary = {
  feePayer: string
  instructions: number
  /** System Program SOL transfers: receiver and lamports (decimal). */
  transfers: { to: string; lamports: string }[]
  /**
   * SPL Token `TransferChecked`s: the receiving token account, the mint,
   * the amount in base units (decimal) and the mint's decimals.
   */
  tokenTransfers?: {
    toAccount: string
    mint: string
    amount: string
    decimals: number
  }[]
}

/** What a solana_* request asks, decoded for the frame's approval screen. */
export type SolanaRequestSummary = {
  /** solana_signMessage: the text (UTF-8), or undefined for binary. */
  text?: string | undefined
  /** solana_signMessage: the bytes in hex. */
  hex?: string | undefined
  transactions?: SolanaTransactionSummary[] | undefined
}

function summarise(wire: Uint8Array): SolanaTransactionSummary {
  try {
    const { messageBytes } = getTransactionDecoder().decode(wire)
    const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
    const accounts = message.staticAccounts
    const transfers = []
    const tokenTransfers = []
    // Legacy and v0 messages list instructions; v1 ones only count them here.
    const instructions = 'instructions' in message ? message.instructions : []
    const account = (ix: { accountIndices?: readonly number[] }, n: number) =>
      accounts[ix.accountIndices?.[n] ?? -1] ?? '?'
    for (const ix of instructions) {
      const program = accounts[ix.programAddressIndex]
      const data = ix.data
      if (!data) continue
      if (
        program === SYSTEM_PROGRAM_ADDRESS &&
        kind(() => identifySystemInstruction(data)) ===
          SystemInstruction.TransferSol
      ) {
        const { amount } = getTransferSolInstructionDataDecoder().decode(data)
        transfers.push({ to: account(ix, 1), lamports: amount.toString() })
      } else if (
        program === TOKEN_PROGRAM_ADDRESS &&
        kind(() => identifyTokenInstruction(data)) ===
          TokenInstruction.TransferChecked
      ) {
        const { amount, decimals } =
          getTransferCheckedInstructionDataDecoder().decode(data)
        tokenTransfers.push({
          toAccount: account(ix, 2),
          mint: account(ix, 1),
          amount: amount.toString(),
          decimals,
        })
      }
    }
    return {
      feePayer: accounts[0] ?? '',
      instructions:
        'numInstructions' in message
          ? message.numInstructions
          : instructions.length,
      transfers,
      ...(tokenTransfers.length > 0 ? { tokenTransfers } : {}),
    }
  } catch {
    throw embeddedErrors.badRequest('transaction is not a Solana transaction')
  }
}

/** An instruction's kind, or undefined when its data is not one. */
function kind<T>(identify: () => T): T | undefined {
  try {
    return identify()
  } catch {
    return undefined
  }
}

/**
 * Decodes a solana_* request for the frame's approval screen, with the
 * same bounds as signing (@solana/kit and @solana-program/system
 * decoders): the message text, or each transaction's fee payer, number of
 * instructions, SOL transfers and SPL `TransferChecked`s. Malformed input → 400 before the user
 * is asked anything.
 */
export function describeSolanaRequest(
  method: string,
  params: unknown,
): SolanaRequestSummary {
  const input = solanaParams(params)
  switch (method) {
    case 'solana_signMessage': {
      const bytes = readSolanaMessage(input.message)
      let text: string | undefined
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      } catch {
        text = undefined
      }
      return { text, hex: Buffer.from(bytes).toString('hex') }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return {
        transactions: [summarise(readSolanaTransaction(input.transaction))],
      }
    case 'solana_signAllTransactions':
      return {
        transactions: readSolanaTransactions(input.transactions).map(summarise),
      }
  }
  throw embeddedErrors.rpcNotAllowed()
}
