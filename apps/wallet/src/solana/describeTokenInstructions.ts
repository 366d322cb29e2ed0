import {
  getCompiledTransactionMessageDecoder,
  getInstructionsFromCompiledTransactionMessage,
  isInstructionWithData,
  type ResolvedInstruction,
  type Transaction,
} from '@solana/kit'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AssociatedTokenInstruction,
  identifyAssociatedTokenInstruction,
  identifyTokenInstruction,
  parseCreateAssociatedTokenIdempotentInstruction,
  parseCreateAssociatedTokenInstruction,
  parseTransferCheckedInstruction,
  parseTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import { formatUnits } from 'viem'
import { messages } from '../messages.js'

type Parsable = Parameters<typeof parseTransferInstruction>[0]

/** Owners of the token accounts this transaction creates (ATA → owner). */
function createdAccounts(instructions: ResolvedInstruction[]) {
  const owners = new Map<string, { owner: string; mint: string }>()
  for (const instruction of instructions) {
    if (instruction.programAddress !== ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
      continue
    try {
      // CreateAssociatedToken has no data (kit omits `data` then).
      const kind = isInstructionWithData(instruction)
        ? identifyAssociatedTokenInstruction(instruction)
        : AssociatedTokenInstruction.CreateAssociatedToken
      const input = {
        ...instruction,
        data: instruction.data ?? new Uint8Array(),
      } as Parsable
      const parsed =
        kind === AssociatedTokenInstruction.CreateAssociatedTokenIdempotent
          ? parseCreateAssociatedTokenIdempotentInstruction(input as never)
          : kind === AssociatedTokenInstruction.CreateAssociatedToken
            ? parseCreateAssociatedTokenInstruction(input as never)
            : undefined
      if (!parsed) continue
      const { ata, owner, mint } = parsed.accounts
      owners.set(ata.address, { owner: owner.address, mint: mint.address })
    } catch {
      // Not an instruction we can read: counted, not itemised.
    }
  }
  return owners
}

function tokenLine(
  instruction: ResolvedInstruction,
  created: Map<string, { owner: string; mint: string }>,
): string | undefined {
  if (
    instruction.programAddress !== TOKEN_PROGRAM_ADDRESS ||
    !isInstructionWithData(instruction)
  )
    return undefined
  const input = instruction as unknown as Parsable
  const receiver = (account: string) => created.get(account)?.owner
  switch (identifyTokenInstruction(instruction)) {
    case TokenInstruction.TransferChecked: {
      const { accounts, data } = parseTransferCheckedInstruction(input)
      return messages.splTransferChecked({
        amount: formatUnits(data.amount, data.decimals),
        mint: accounts.mint.address,
        source: accounts.source.address,
        owner: accounts.authority.address,
        destination: accounts.destination.address,
        receiver: receiver(accounts.destination.address),
      })
    }
    case TokenInstruction.Transfer: {
      const { accounts, data } = parseTransferInstruction(input)
      return messages.splTransfer({
        units: data.amount.toString(),
        source: accounts.source.address,
        owner: accounts.authority.address,
        destination: accounts.destination.address,
        receiver: receiver(accounts.destination.address),
      })
    }
    default:
      return undefined
  }
}

/**
 * The SPL lines of a transaction, in instruction order: token accounts it
 * creates for a receiver (Associated Token program) and Token-program
 * Transfer / TransferChecked, read with @solana/kit's instruction
 * introspection and @solana-program/token's parsers. Instructions it cannot
 * read (other programs, lookup-table accounts) are left out.
 */
export function describeTokenInstructions(
  transaction: Pick<Transaction, 'messageBytes'>,
): string[] {
  let instructions: ResolvedInstruction[]
  try {
    instructions = getInstructionsFromCompiledTransactionMessage(
      getCompiledTransactionMessageDecoder().decode(transaction.messageBytes),
    )
  } catch {
    return []
  }
  const created = createdAccounts(instructions)
  const lines: string[] = []
  for (const instruction of instructions) {
    try {
      if (instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS) {
        const accounts = instruction.accounts ?? []
        const made = created.get(accounts[1]?.address ?? '')
        if (made)
          lines.push(
            messages.createsTokenAccount(
              accounts[1]?.address ?? '',
              made.owner,
              made.mint,
            ),
          )
        continue
      }
      const line = tokenLine(instruction, created)
      if (line) lines.push(line)
    } catch {
      // Malformed token instruction data: counted, not itemised.
    }
  }
  return lines
}
