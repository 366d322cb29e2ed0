import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type ReadonlyUint8Array,
} from '@solana/kit'
import {
  getTransferSolInstructionDataDecoder,
  identifySystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import {
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  identifyTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { bytesToHex, formatUnits } from 'viem'
import type { DevWalletPromptRequest } from '../types.js'

type Line = { label: string; value: string }

const LAMPORTS_PER_SOL = 1_000_000_000n

/** `1.5` for 1.5 SOL in lamports, without rounding. */
export function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL)
    .toString()
    .padStart(9, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/**
 * Fee payer, instruction count and System-program SOL transfers of a
 * transaction's wire bytes (read with @solana/kit and
 * @solana-program/system); a line saying it cannot be read otherwise.
 */
export function describeSolanaTransaction(
  bytes: Uint8Array,
  prefix = '',
): Line[] {
  try {
    const { messageBytes } = getTransactionDecoder().decode(bytes)
    const message = getCompiledTransactionMessageDecoder().decode(messageBytes)
    const accounts = message.staticAccounts
    const instructions = 'instructions' in message ? message.instructions : []
    const count =
      'numInstructions' in message
        ? message.numInstructions
        : instructions.length
    const transfers: string[] = []
    for (const instruction of instructions) {
      const program = accounts[instruction.programAddressIndex]
      const data = instruction.data
      const account = (position: number) =>
        accounts[instruction.accountIndices?.[position] ?? -1] ?? '?'
      if (program === TOKEN_PROGRAM_ADDRESS && data) {
        const line = tokenTransfer(data, account)
        if (line) transfers.push(line)
        continue
      }
      if (program !== SYSTEM_PROGRAM_ADDRESS) continue
      try {
        if (
          !data ||
          identifySystemInstruction(data) !== SystemInstruction.TransferSol
        )
          continue
        const { amount } = getTransferSolInstructionDataDecoder().decode(data)
        const to = accounts[instruction.accountIndices?.[1] ?? -1] ?? '?'
        transfers.push(`Transfer ${formatSol(amount)} SOL to ${to}`)
      } catch {
        // Counted, not itemised.
      }
    }
    return [
      { label: `${prefix}Fee payer`, value: accounts[0] ?? '?' },
      {
        label: `${prefix}Instructions`,
        value: [
          count === 1 ? '1 instruction' : `${count} instructions`,
          ...transfers,
        ].join('\n'),
      },
    ]
  } catch (error) {
    return [
      {
        label: `${prefix}Transaction`,
        value: `Cannot be read: ${(error as Error).message}`,
      },
    ]
  }
}

/** An SPL Token transfer as a line, or undefined for other instructions. */
function tokenTransfer(
  data: ReadonlyUint8Array,
  account: (position: number) => string,
): string | undefined {
  try {
    const kind = identifyTokenInstruction(data)
    if (kind === TokenInstruction.TransferChecked) {
      const { amount, decimals } =
        getTransferCheckedInstructionDataDecoder().decode(data)
      return `Transfer ${formatUnits(amount, decimals)} of token ${account(1)} to ${account(2)}`
    }
    if (kind === TokenInstruction.Transfer) {
      const { amount } = getTransferInstructionDataDecoder().decode(data)
      return `Transfer ${amount} token units to ${account(1)}`
    }
  } catch {
    // Counted, not itemised.
  }
  return undefined
}

/** Text of a message: UTF-8 when it decodes, else hex. */
export function describeSolanaMessage(message: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(message)
  } catch {
    return bytesToHex(message)
  }
}

/** The panel's request for a Solana feature call. */
export function describeSolanaRequest(
  method:
    | 'standard:connect'
    | 'solana:signMessage'
    | 'solana:signTransaction'
    | 'solana:signAndSendTransaction',
  context: {
    origin: string
    account: string
    chainName?: string | undefined
    message?: Uint8Array | undefined
    transactions?: readonly Uint8Array[] | undefined
  },
): DevWalletPromptRequest {
  const { origin, account, chainName } = context
  const base: Line[] = [
    { label: 'Site', value: origin },
    { label: 'Account', value: account },
    ...(chainName ? [{ label: 'Network', value: chainName }] : []),
  ]
  const make = (title: string, details: Line[]) => ({
    method,
    title,
    details,
    origin,
  })
  if (method === 'solana:signMessage')
    return make('Sign message', [
      ...base,
      {
        label: 'Message',
        value: describeSolanaMessage(context.message ?? new Uint8Array()),
      },
    ])
  const transactions = context.transactions ?? []
  const several = transactions.length > 1
  const lines = transactions.flatMap((bytes, index) =>
    describeSolanaTransaction(
      bytes,
      several ? `Transaction ${index + 1} · ` : '',
    ),
  )
  if (method === 'solana:signTransaction')
    return make(
      several ? `Sign ${transactions.length} transactions` : 'Sign transaction',
      [...base, ...lines],
    )
  if (method === 'solana:signAndSendTransaction')
    return make('Send transaction', [...base, ...lines])
  return make(`Connect to ${origin}?`, [
    { label: 'Site', value: origin },
    { label: 'Account', value: account },
    { label: 'Network', value: 'Solana' },
  ])
}
