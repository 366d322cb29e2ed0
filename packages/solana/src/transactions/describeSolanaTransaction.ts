import {
  type AddressesByLookupTableAddress,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  isWritableRole,
} from '@solana/kit'
import {
  describeSolanaInstruction,
  type SolanaInstructionDescription,
} from './describeSolanaInstruction.js'

/** One transaction decoded for an approval screen (no display strings). */
export type SolanaTransactionDescription = {
  version: 'legacy' | number
  feePayer: string
  /** Every instruction, in order (see `describeSolanaInstruction`). */
  instructions: SolanaInstructionDescription[]
  /**
   * The accounts it may change: the fee payer and every account an
   * instruction marks writable (resolved ones only), for a simulation.
   */
  writable: string[]
  /**
   * Lookup tables whose contents were not given: the accounts loaded from
   * them read `<table>#<index>`.
   */
  unresolvedLookupTables?: string[]
}

export type DescribeSolanaTransactionOptions = {
  /** The contents of the v0 message's address lookup tables, if known. */
  addressesByLookupTableAddress?: AddressesByLookupTableAddress
}

/**
 * Names the receiver of each token transfer into an account the same
 * transaction creates (the Associated Token program's Create and
 * CreateIdempotent name its owner).
 */
function nameReceivers(instructions: SolanaInstructionDescription[]) {
  const owners = new Map<string, string>()
  for (const { program, kind, fields } of instructions)
    if (
      program === 'associatedToken' &&
      kind?.startsWith('CreateAssociatedToken') &&
      fields.ata &&
      fields.owner
    )
      owners.set(fields.ata, fields.owner)
  for (const instruction of instructions) {
    const owner = owners.get(instruction.fields.destination ?? '')
    if (
      owner &&
      (instruction.kind === 'Transfer' ||
        instruction.kind === 'TransferChecked')
    )
      instruction.destinationOwner = owner
  }
  return instructions
}

/** A lookup table's stand-in: every index names itself. */
const placeholders = (table: string) =>
  Array.from({ length: 256 }, (_, index) => `${table}#${index}`)

/**
 * Decodes a Solana transaction message (its compiled bytes, as signed)
 * with @solana/kit and names every instruction in it: program, kind,
 * decoded fields and warnings, and the owner of a token transfer's
 * destination when the transaction creates that account. Accounts loaded from address lookup tables
 * are resolved from `addressesByLookupTableAddress`, else shown by table
 * and index. Throws when the bytes are not a transaction message.
 *
 * @example
 * const { messageBytes } = getTransactionDecoder().decode(wire)
 * describeSolanaTransaction(messageBytes).instructions.map((i) => i.kind)
 * // ['TransferSol', 'Assign']
 */
export function describeSolanaTransaction(
  messageBytes: Uint8Array,
  { addressesByLookupTableAddress = {} }: DescribeSolanaTransactionOptions = {},
): SolanaTransactionDescription {
  const compiled = getCompiledTransactionMessageDecoder().decode(
    messageBytes,
  ) as CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
  const tables =
    'addressTableLookups' in compiled
      ? (compiled.addressTableLookups ?? []).map(
          (lookup) => lookup.lookupTableAddress as string,
        )
      : []
  const unresolved = tables.filter(
    (table) => !(table in addressesByLookupTableAddress),
  )
  const lookups = { ...addressesByLookupTableAddress }
  for (const table of unresolved)
    (lookups as Record<string, unknown>)[table] = placeholders(table)
  const message = decompileTransactionMessage(compiled as never, {
    addressesByLookupTableAddress: lookups,
  })
  const writable = new Set<string>([message.feePayer.address])
  for (const instruction of message.instructions)
    for (const account of instruction.accounts ?? [])
      if (isWritableRole(account.role) && !account.address.includes('#'))
        writable.add(account.address)
  return {
    version: compiled.version,
    feePayer: message.feePayer.address,
    instructions: nameReceivers(
      message.instructions.map(describeSolanaInstruction),
    ),
    writable: [...writable],
    ...(unresolved.length > 0 ? { unresolvedLookupTables: unresolved } : {}),
  }
}
