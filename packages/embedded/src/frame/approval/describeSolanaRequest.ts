import { formatUnits } from '@latch/common'
import type { SolanaInstructionDescription } from '@latch/solana/transactions'
import { frameText } from '../text.js'
import type { RequestDescription, RequestDetail } from './describeRequest.js'

/** A balance a simulation changes (the service's `SolanaBalanceChange`). */
export type SolanaBalanceChange = {
  account: string
  user: boolean
  before: string
  after: string
  asset: 'SOL' | 'token'
  mint?: string
  owner?: string
  previousOwner?: string
  decimals?: number
}

/** The service's decoding of a solana_* request (the review of POST /rpc/prepare). */
export type SolanaSummary = {
  text?: string
  hex?: string
  format?: 'offchain'
  transactions?: {
    feePayer: string
    instructions: SolanaInstructionDescription[]
    simulation?:
      | { status: 'ok'; changes: SolanaBalanceChange[] }
      | { status: 'failed'; error: string }
      | { status: 'unavailable' }
  }[]
}

const titles: Record<string, string> = {
  solana_signMessage: frameText.personalSign,
  solana_signTransaction: frameText.solanaSignTransaction,
  solana_signAllTransactions: frameText.solanaSignAll,
  solana_signAndSendTransaction: frameText.sendTransaction,
}

const units = (amount: string | null | undefined, decimals = 0) => {
  try {
    return formatUnits(BigInt(amount ?? ''), decimals)
  } catch {
    return String(amount)
  }
}

/** `+1.5` / `-0.25`: the change from `before` to `after`. */
const delta = (change: SolanaBalanceChange) => {
  const diff = BigInt(change.after) - BigInt(change.before)
  return `${diff < 0n ? '-' : '+'}${units(String(diff < 0n ? -diff : diff), change.asset === 'SOL' ? 9 : change.decimals)}`
}

/** One line of "Balance changes": who, by how much, of what. */
function changeLine(change: SolanaBalanceChange): string {
  if (change.asset === 'SOL')
    return `${change.user ? frameText.you : change.account}: ${delta(change)} SOL`
  const who = change.user
    ? frameText.yourTokenAccount(change.account)
    : change.account
  const owner = change.previousOwner
    ? ` (${frameText.newOwner(change.previousOwner, change.owner ?? '')})`
    : ''
  return `${who}: ${frameText.tokenAmount(delta(change), change.mint ?? '')}${owner}`
}

/** An instruction's lines: what it is, its key fields, its warnings. */
function instructionDetails(
  ix: SolanaInstructionDescription,
  label: string,
  prefix: string,
): RequestDetail[] {
  const program =
    frameText.solanaPrograms[ix.program] ??
    frameText.unknownProgram(ix.programAddress)
  const { fields } = ix
  const details: RequestDetail[] = [
    {
      label,
      value: `${program} · ${ix.kind ?? frameText.instructionIndex(ix.index)}`,
    },
  ]
  if (ix.kind === 'TransferSol')
    details.push(
      { label: `${prefix}${frameText.to}`, value: fields.destination ?? '' },
      {
        label: `${prefix}${frameText.value}`,
        value: `${units(fields.amount, 9)} SOL`,
      },
    )
  else if (ix.kind === 'TransferChecked')
    details.push(
      {
        label: `${prefix}${frameText.toTokenAccount}`,
        value: fields.destination ?? '',
      },
      {
        label: `${prefix}${frameText.value}`,
        value: frameText.tokenAmount(
          units(fields.amount, Number(fields.decimals)),
          fields.mint ?? '',
        ),
      },
    )
  else if (Object.keys(fields).length > 0)
    details.push({
      label: `${prefix}${frameText.details}`,
      value: Object.entries(fields)
        .map(
          ([key, value]) =>
            `${key}: ${
              key === 'amount' && ix.warnings.includes('unlimitedApproval')
                ? frameText.unlimited
                : (value ?? '—')
            }`,
        )
        .join('\n'),
      block: true,
    })
  for (const warning of ix.warnings)
    details.push({
      label: frameText.warning,
      value: frameText.solanaWarnings[warning] ?? warning,
      warning: true,
    })
  return details
}

/**
 * A solana_* request in words, from what the service decoded: the message
 * (text, else hex), or per transaction its fee payer, every instruction
 * (program, kind, key fields: SOL and SPL transfers in amounts, others as
 * field lists; max approvals as "unlimited"), a warning under each
 * dangerous one (and their count first of all), and the simulated balance changes, or that the
 * simulation failed or was unavailable. Plain text only, like every
 * approval value.
 */
export function describeSolanaRequest(
  method: string,
  summary: SolanaSummary,
): RequestDescription {
  const details: RequestDetail[] = []
  if (summary.text !== undefined || summary.hex !== undefined)
    details.push({
      label: summary.format ? frameText.offchainMessage : frameText.message,
      value: summary.text ?? `0x${summary.hex}`,
      block: true,
    })
  const list = summary.transactions ?? []
  // Said first, so a long list below cannot hide it.
  const warnings = list
    .flatMap((tx) => tx.instructions)
    .filter((ix) => ix.warnings.length > 0).length
  if (warnings > 0)
    details.push({
      label: frameText.warning,
      value: frameText.warningsBelow(warnings),
      warning: true,
    })
  list.forEach((tx, index) => {
    const prefix =
      list.length > 1 ? `${frameText.transaction(index + 1)} · ` : ''
    details.push(
      { label: `${prefix}${frameText.feePayer}`, value: tx.feePayer },
      {
        label: `${prefix}${frameText.instructions}`,
        value: String(tx.instructions.length),
      },
    )
    tx.instructions.forEach((ix, i) => {
      details.push(
        ...instructionDetails(
          ix,
          `${prefix}${frameText.instruction(i + 1)}`,
          prefix,
        ),
      )
    })
    const simulation = tx.simulation ?? { status: 'unavailable' }
    details.push(
      simulation.status === 'ok'
        ? {
            label: `${prefix}${frameText.balanceChanges}`,
            value:
              simulation.changes.map(changeLine).join('\n') ||
              frameText.noBalanceChanges,
            block: simulation.changes.length > 0,
          }
        : {
            label: `${prefix}${frameText.balanceChanges}`,
            value:
              simulation.status === 'failed'
                ? frameText.simulationFailed(simulation.error)
                : frameText.simulationUnavailable,
          },
    )
  })
  return { title: titles[method] ?? frameText.otherMethod(method), details }
}
