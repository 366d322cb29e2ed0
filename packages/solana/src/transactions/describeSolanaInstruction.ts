import { revealInvisibleCharacters } from '@latch/common'
import { getBase16Decoder, type Instruction } from '@solana/kit'
import {
  parseSystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AssociatedTokenInstruction,
  AuthorityType,
  parseAssociatedTokenInstruction,
  parseTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'

/** Programs the describer knows by address. */
export const solanaProgramAddresses = {
  system: SYSTEM_PROGRAM_ADDRESS,
  token: TOKEN_PROGRAM_ADDRESS,
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  memoV1: 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
} as const

export type SolanaProgram =
  | 'system'
  | 'token'
  | 'token2022'
  | 'associatedToken'
  | 'computeBudget'
  | 'memo'
  | 'unknown'

/**
 * Why an instruction deserves the user's attention:
 * - `assign`: System Assign / AssignWithSeed hands the account to a program;
 * - `setAuthority`: a token account's or mint's authority changes hands;
 * - `approve`: a delegate may move the tokens; `unlimitedApproval` when the
 *   amount is the u64 maximum;
 * - `closeAccount`: a token account is closed, its lamports go elsewhere;
 * - `unknownProgram`: a program this describer cannot read;
 * - `unknownInstruction`: a known program's instruction it cannot read;
 * - `invisibleCharacters`: a memo with bidi controls or zero-width
 *   characters (shown as `⟨U+…⟩`).
 */
export type SolanaInstructionWarning =
  | 'assign'
  | 'setAuthority'
  | 'approve'
  | 'unlimitedApproval'
  | 'closeAccount'
  | 'unknownProgram'
  | 'unknownInstruction'
  | 'invisibleCharacters'

/** One instruction, decoded for an approval screen (no display strings). */
export type SolanaInstructionDescription = {
  program: SolanaProgram
  programAddress: string
  /**
   * The instruction's name in its @solana-program client
   * (`SystemInstruction`, `TokenInstruction`, `AssociatedTokenInstruction`
   * member names, e.g. `TransferSol`, `SetAuthority`); absent when unknown.
   */
  kind?: string
  /** The first data byte, when `kind` is unknown (the usual tag). */
  index?: number
  /**
   * Named accounts (addresses) and decoded data fields, in the client's
   * order; amounts as decimal strings in base units, `null` for an absent
   * option (e.g. SetAuthority to nobody). Memo: `text`. Unknown: `accounts`
   * (count) and `dataBytes`.
   */
  fields: Record<string, string | null>
  warnings: SolanaInstructionWarning[]
  /**
   * Token transfers (`describeSolanaTransaction`): the owner of the
   * destination token account, when the same transaction creates it with
   * the Associated Token program.
   */
  destinationOwner?: string
}

const U64_MAX = 2n ** 64n - 1n
/** Token-2022 shares SPL Token's instructions 0–24 byte for byte. */
const TOKEN_2022_SHARED_MAX = 24

const hex = (bytes: ArrayLike<number>) =>
  getBase16Decoder().decode(Uint8Array.from(bytes))

/** A decoded value as a display-neutral string. */
function plain(key: string, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && '__option' in value) {
    const option = value as { __option: string; value?: unknown }
    return option.__option === 'Some' ? plain(key, option.value) : null
  }
  if (key === 'authorityType' && typeof value === 'number')
    return AuthorityType[value] ?? String(value)
  if (value instanceof Uint8Array) return hex(value)
  if (Array.isArray(value)) return value.map((v) => plain(key, v)).join(', ')
  return String(value)
}

type Parsed = {
  instructionType: number
  accounts: Record<string, { address: string } | undefined>
  data?: Record<string, unknown>
}

/** The fields of a parsed instruction: accounts, then data (no tag). */
function fieldsOf(parsed: Parsed): Record<string, string | null> {
  const fields: Record<string, string | null> = {}
  for (const [key, meta] of Object.entries(parsed.accounts))
    if (meta) fields[key] = meta.address
  for (const [key, value] of Object.entries(parsed.data ?? {}))
    if (key !== 'discriminator') fields[key] = plain(key, value)
  return fields
}

function warningsOf(
  program: SolanaProgram,
  kind: string,
  fields: Record<string, string | null>,
): SolanaInstructionWarning[] {
  if (program === 'system')
    return kind === 'Assign' || kind === 'AssignWithSeed' ? ['assign'] : []
  if (kind === 'SetAuthority') return ['setAuthority']
  if (kind === 'CloseAccount') return ['closeAccount']
  if (kind === 'Approve' || kind === 'ApproveChecked')
    return fields.amount === String(U64_MAX)
      ? ['approve', 'unlimitedApproval']
      : ['approve']
  return []
}

function programOf(address: string): SolanaProgram {
  const a = solanaProgramAddresses
  if (address === a.memoV1) return 'memo'
  const found = (Object.keys(a) as (keyof typeof a)[]).find(
    (name) => a[name] === address,
  )
  return (found as SolanaProgram | undefined) ?? 'unknown'
}

/** Parses with the program's @solana-program client; undefined if unknown. */
function parse(
  program: SolanaProgram,
  instruction: Instruction,
): { kind: string; parsed: Parsed } | undefined {
  const input = { ...instruction, data: instruction.data ?? new Uint8Array() }
  try {
    if (program === 'system') {
      const parsed = parseSystemInstruction(input) as Parsed
      return { kind: SystemInstruction[parsed.instructionType] ?? '', parsed }
    }
    if (
      program === 'token' ||
      (program === 'token2022' &&
        (input.data[0] ?? Number.POSITIVE_INFINITY) <= TOKEN_2022_SHARED_MAX)
    ) {
      const parsed = parseTokenInstruction(input) as Parsed
      return { kind: TokenInstruction[parsed.instructionType] ?? '', parsed }
    }
    if (program === 'associatedToken') {
      // Empty data is the program's original Create.
      const data = input.data.length === 0 ? new Uint8Array([0]) : input.data
      const parsed = parseAssociatedTokenInstruction({
        ...input,
        data,
      }) as Parsed
      return {
        kind: AssociatedTokenInstruction[parsed.instructionType] ?? '',
        parsed,
      }
    }
  } catch {
    // Not one of the client's instructions (or too few accounts).
  }
  return undefined
}

/**
 * Names one Solana instruction for an approval screen: its program (System,
 * SPL Token, Token-2022, Associated Token Account, Compute Budget, Memo, or
 * unknown by address), its kind and decoded fields where the
 * @solana-program clients read it (Token-2022's instructions shared with
 * SPL Token, 0–24, are read with the Token client; Compute Budget and
 * Token-2022's extensions are named by their first data byte), and
 * warnings for what can hand over an account or its tokens: Assign,
 * SetAuthority, Approve (unlimited at the u64 maximum), CloseAccount,
 * unknown programs and unreadable instructions, and for a memo whose
 * invisible characters it made visible. Structured only: the screen
 * words it.
 *
 * @example
 * describeSolanaInstruction(getAssignInstruction({ account, programAddress }))
 * // { program: 'system', kind: 'Assign', fields: { account, programAddress },
 * //   warnings: ['assign'], programAddress: '11111111111111111111111111111111' }
 */
export function describeSolanaInstruction(
  instruction: Instruction,
): SolanaInstructionDescription {
  const programAddress = instruction.programAddress as string
  const program = programOf(programAddress)
  const data = instruction.data ?? new Uint8Array()
  const base = { program, programAddress }
  if (program === 'memo') {
    const memo = revealInvisibleCharacters(new TextDecoder().decode(data))
    return {
      ...base,
      kind: 'Memo',
      fields: { text: memo.text },
      warnings: memo.count > 0 ? ['invisibleCharacters'] : [],
    }
  }
  const found = parse(program, instruction)
  if (found?.kind) {
    const fields = fieldsOf(found.parsed)
    return {
      ...base,
      kind: found.kind,
      fields,
      warnings: warningsOf(program, found.kind, fields),
    }
  }
  const unread = {
    ...base,
    ...(data[0] !== undefined ? { index: data[0] } : {}),
    fields: {
      accounts: String(instruction.accounts?.length ?? 0),
      dataBytes: String(data.length),
    },
  }
  if (program === 'unknown') return { ...unread, warnings: ['unknownProgram'] }
  // Compute Budget and Token-2022 extensions: named by index, no warning
  // for the budget (it only prices and limits the transaction).
  if (program === 'computeBudget') return { ...unread, warnings: [] }
  return { ...unread, warnings: ['unknownInstruction'] }
}
