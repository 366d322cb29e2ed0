import { formatUnits } from '@latch/common'
import { frameText } from '../text.js'
import type { RequestDescription, RequestDetail } from './describeRequest.js'

/** The service's decoding of a solana_* request (POST /rpc/describe). */
export type SolanaSummary = {
  text?: string
  hex?: string
  transactions?: {
    feePayer: string
    instructions: number
    transfers: { to: string; lamports: string }[]
    tokenTransfers?: {
      toAccount: string
      mint: string
      amount: string
      decimals: number
    }[]
  }[]
}

const titles: Record<string, string> = {
  solana_signMessage: frameText.personalSign,
  solana_signTransaction: frameText.solanaSignTransaction,
  solana_signAllTransactions: frameText.solanaSignAll,
  solana_signAndSendTransaction: frameText.sendTransaction,
}

const units = (amount: string, decimals: number) => {
  try {
    return formatUnits(BigInt(amount), decimals)
  } catch {
    return amount
  }
}

/**
 * A solana_* request in words, from what the service decoded: the message
 * (text, else hex), or per transaction its fee payer, instruction count,
 * SOL transfers and SPL token transfers (amount and mint). Plain text only, like every approval value.
 */
export function describeSolanaRequest(
  method: string,
  summary: SolanaSummary,
): RequestDescription {
  const details: RequestDetail[] = []
  if (summary.text !== undefined || summary.hex !== undefined)
    details.push({
      label: frameText.message,
      value: summary.text ?? `0x${summary.hex}`,
      block: true,
    })
  const list = summary.transactions ?? []
  list.forEach((tx, index) => {
    const prefix =
      list.length > 1 ? `${frameText.transaction(index + 1)} · ` : ''
    details.push(
      { label: `${prefix}${frameText.feePayer}`, value: tx.feePayer },
      {
        label: `${prefix}${frameText.instructions}`,
        value: String(tx.instructions),
      },
      ...tx.transfers.flatMap((transfer) => [
        { label: `${prefix}${frameText.to}`, value: transfer.to },
        {
          label: `${prefix}${frameText.value}`,
          value: `${units(transfer.lamports, 9)} SOL`,
        },
      ]),
      ...(tx.tokenTransfers ?? []).flatMap((transfer) => [
        {
          label: `${prefix}${frameText.toTokenAccount}`,
          value: transfer.toAccount,
        },
        {
          label: `${prefix}${frameText.value}`,
          value: frameText.tokenAmount(
            units(transfer.amount, transfer.decimals),
            transfer.mint,
          ),
        },
      ]),
    )
  })
  return { title: titles[method] ?? frameText.otherMethod(method), details }
}
