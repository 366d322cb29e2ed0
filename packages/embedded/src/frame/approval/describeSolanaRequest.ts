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
  }[]
}

const titles: Record<string, string> = {
  solana_signMessage: frameText.personalSign,
  solana_signTransaction: frameText.solanaSignTransaction,
  solana_signAllTransactions: frameText.solanaSignAll,
  solana_signAndSendTransaction: frameText.sendTransaction,
}

const sol = (lamports: string) => {
  try {
    return `${formatUnits(BigInt(lamports), 9)} SOL`
  } catch {
    return lamports
  }
}

/**
 * A solana_* request in words, from what the service decoded: the message
 * (text, else hex), or per transaction its fee payer, instruction count
 * and SOL transfers. Plain text only, like every approval value.
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
        { label: `${prefix}${frameText.value}`, value: sol(transfer.lamports) },
      ]),
    )
  })
  return { title: titles[method] ?? frameText.otherMethod(method), details }
}
