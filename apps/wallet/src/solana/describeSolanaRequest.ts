import {
  decodeSolanaTransaction,
  summarizeSolanaTransaction,
} from '@latch/devnet/solana-signer'
import { getBase58Encoder } from '@solana/kit'
import { formatUnits } from 'viem'
import { messages } from '../messages.js'
import { describeTokenInstructions } from './describeTokenInstructions.js'

type Line = { label: string; value: string }

function messageText(value: unknown): string {
  if (typeof value !== 'string') return String(value)
  try {
    const bytes = getBase58Encoder().encode(value)
    return new TextDecoder('utf-8', { fatal: true }).decode(
      new Uint8Array(bytes),
    )
  } catch {
    return value
  }
}

/**
 * Fee payer, instructions, SOL transfers and SPL token lines (transfers,
 * receiver token accounts created) of a base64 transaction.
 */
function transactionLines(wire: unknown, label?: string): Line[] {
  const prefix = label ? `${label} · ` : ''
  try {
    const transaction = decodeSolanaTransaction(wire)
    const summary = summarizeSolanaTransaction(transaction)
    return [
      { label: `${prefix}${messages.feePayerLabel}`, value: summary.feePayer },
      {
        label: `${prefix}${messages.instructionsLabel}`,
        value: [
          messages.instructionCount(summary.instructionCount),
          ...summary.transfers.map((t) =>
            messages.solTransfer(formatUnits(t.lamports, 9), t.to),
          ),
          ...describeTokenInstructions(transaction),
        ].join('\n'),
      },
    ]
  } catch (error) {
    return [
      {
        label: `${prefix}${messages.instructionsLabel}`,
        value: messages.unreadable((error as Error).message),
      },
    ]
  }
}

/** The detail lines of a solana_* request (after method and network). */
export function describeSolanaRequest(method: string, params: unknown): Line[] {
  const input = (params && typeof params === 'object' ? params : {}) as Record<
    string,
    unknown
  >
  const signer =
    typeof input.pubkey === 'string'
      ? [{ label: messages.signerLabel, value: input.pubkey }]
      : []
  if (method === 'solana_signMessage')
    return [
      ...signer,
      { label: messages.messageLabel, value: messageText(input.message) },
    ]
  if (method === 'solana_signAllTransactions') {
    const list = Array.isArray(input.transactions) ? input.transactions : []
    return [
      ...signer,
      ...list.flatMap((wire, index) =>
        transactionLines(wire, messages.transactionLabel(index + 1)),
      ),
    ]
  }
  const lines = [...signer, ...transactionLines(input.transaction)]
  const options = input.sendOptions as { preflightCommitment?: unknown } | null
  if (
    method === 'solana_signAndSendTransaction' &&
    options?.preflightCommitment
  )
    lines.push({
      label: messages.commitmentLabel,
      value: String(options.preflightCommitment),
    })
  return lines
}
