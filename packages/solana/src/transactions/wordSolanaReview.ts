import {
  type DescriptionRow,
  type RequestDescription,
  formatBaseUnits as units,
} from '@latch/common/describe'
import type { SolanaInstructionDescription } from './describeSolanaInstruction.js'
import type {
  SolanaBalanceChange,
  SolanaRequestReview,
  SolanaTransactionReview,
} from './SolanaRequestReview.js'
import type { SolanaReviewText } from './SolanaReviewText.js'

/** `+1.5` / `-0.25`: the change from `before` to `after`. */
const delta = (change: SolanaBalanceChange) => {
  const diff = BigInt(change.after) - BigInt(change.before)
  const size = String(diff < 0n ? -diff : diff)
  return `${diff < 0n ? '-' : '+'}${units(size, change.asset === 'SOL' ? 9 : change.decimals)}`
}

/** One line of the balance changes: who, by how much, of what. */
function changeLine(text: SolanaReviewText, change: SolanaBalanceChange) {
  if (change.asset === 'SOL')
    return `${change.user ? text.you : change.account}: ${text.sol(delta(change))}`
  const who = change.user
    ? text.yourTokenAccount(change.account)
    : change.account
  const owner = change.previousOwner
    ? ` (${text.newOwner(change.previousOwner, change.owner)})`
    : ''
  return `${who}: ${text.tokenAmount(delta(change), change.mint)}${owner}`
}

/** An instruction's lines: what it is, its key fields, its warnings. */
function instructionRows(
  text: SolanaReviewText,
  ix: SolanaInstructionDescription,
  label: string,
  prefix: string,
): DescriptionRow[] {
  const program =
    text.programs[ix.program] ?? text.unknownProgram(ix.programAddress)
  const { fields } = ix
  const rows: DescriptionRow[] = [
    {
      label,
      value:
        text.instructionSentence?.(ix) ??
        `${program} · ${ix.kind ?? text.instructionIndex(ix.index)}`,
    },
  ]
  const add = (name: string, value: string | null | undefined) => {
    if (value !== undefined && value !== null)
      rows.push({ label: `${prefix}${name}`, value })
  }
  if (ix.kind === 'TransferSol') {
    add(text.to, fields.destination)
    add(text.value, text.sol(units(fields.amount, 9)))
  } else if (ix.kind === 'TransferChecked') {
    add(text.fromTokenAccount, fields.source)
    add(text.owner, fields.authority)
    add(text.toTokenAccount, fields.destination)
    add(text.receiver, ix.destinationOwner)
    add(
      text.value,
      text.tokenAmount(
        units(fields.amount, Number(fields.decimals)),
        fields.mint ?? '',
      ),
    )
  } else if (Object.keys(fields).length > 0) {
    rows.push({
      label: `${prefix}${text.details}`,
      value: Object.entries(fields)
        .map(
          ([key, value]) =>
            `${key}: ${
              key === 'amount' && ix.warnings.includes('unlimitedApproval')
                ? text.unlimited
                : (value ?? '—')
            }`,
        )
        .join('\n'),
      block: true,
    })
    add(text.receiver, ix.destinationOwner)
  }
  for (const warning of ix.warnings)
    rows.push({
      label: text.warning,
      value: text.instructionWarnings[warning] ?? warning,
      warning: true,
    })
  return rows
}

/** A transaction's lines: fee payer, instructions, balance changes. */
function transactionRows(
  text: SolanaReviewText,
  tx: SolanaTransactionReview,
  prefix: string,
): DescriptionRow[] {
  if ('error' in tx)
    return [
      {
        label: `${prefix}${text.instructions}`,
        value: text.unreadable(tx.error),
      },
    ]
  const simulation = tx.simulation ?? { status: 'unavailable' }
  const balanceChanges = `${prefix}${text.balanceChanges}`
  return [
    { label: `${prefix}${text.feePayer}`, value: tx.feePayer },
    {
      label: `${prefix}${text.instructions}`,
      value: text.instructionCount(tx.instructions.length),
    },
    ...tx.instructions.flatMap((ix, i) =>
      instructionRows(text, ix, `${prefix}${text.instruction(i + 1)}`, prefix),
    ),
    simulation.status === 'ok'
      ? {
          label: balanceChanges,
          value:
            simulation.changes.map((c) => changeLine(text, c)).join('\n') ||
            text.noBalanceChanges,
          block: simulation.changes.length > 0,
        }
      : {
          label: balanceChanges,
          value:
            simulation.status === 'failed'
              ? text.simulationFailed(simulation.error)
              : text.simulationUnavailable,
        },
  ]
}

/**
 * A Solana request's review (`describeSolanaRequest`, or the
 * embedded-wallet service's) in the words of `text`, one layout for every
 * screen: the account it names; the message (text, else hex; off-chain
 * ones say so) or why it cannot be read; a count of the warnings below
 * (first, so a long list cannot hide them); per transaction (prefixed when
 * several) its fee payer, the number of instructions, each instruction
 * (a sentence where the catalogue has one, else program and kind; SOL and
 * SPL transfers with their accounts and amounts, others as field lists,
 * max approvals as "unlimited"; a warning under each dangerous one) and
 * the simulated balance changes or why there are none; the preflight
 * commitment of a send. Plain text only: the describers reveal invisible
 * characters in what they decode.
 *
 * @example
 * wordSolanaReview('solana_signMessage', { namespace: 'solana', text: 'gm', hex: '676d' }, frameText.solana)
 * // { title: 'Sign a message', details: [{ label: 'Message', value: 'gm', block: true }], warnings: [] }
 */
export function wordSolanaReview(
  method: string,
  review: SolanaRequestReview,
  text: SolanaReviewText,
): RequestDescription {
  const rows: DescriptionRow[] = []
  if (review.account !== undefined)
    rows.push({ label: text.account, value: review.account })
  if (review.error !== undefined)
    rows.push({ label: text.message, value: text.unreadable(review.error) })
  else if (review.text !== undefined || review.hex !== undefined)
    rows.push({
      label: review.format ? text.offchainMessage : text.message,
      value: review.text ?? `0x${review.hex}`,
      block: true,
    })
  const list = review.transactions ?? []
  const flagged = list
    .flatMap((tx) => ('error' in tx ? [] : tx.instructions))
    .filter((ix) => ix.warnings.length > 0).length
  if (flagged > 0)
    rows.push({
      label: text.warning,
      value: text.warningsBelow(flagged),
      warning: true,
    })
  list.forEach((tx, index) => {
    const prefix = list.length > 1 ? `${text.transaction(index + 1)} · ` : ''
    rows.push(...transactionRows(text, tx, prefix))
  })
  if (review.preflightCommitment !== undefined)
    rows.push({ label: text.commitment, value: review.preflightCommitment })
  return {
    title: text.title(method, list.length),
    details: rows,
    warnings: (review.warnings ?? []).map((w) =>
      text.invisibleCharacters(w.count),
    ),
  }
}
