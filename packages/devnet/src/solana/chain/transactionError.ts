import type { FailedTransactionMetadata } from 'litesvm'

// Names of litesvm's const enums, in their declared order (the .d.ts enums
// are erased at runtime), so errors read as the Solana JSON-RPC writes them.
const transactionErrorNames = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const

const instructionErrorNames = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

/** A transaction error as the Solana JSON-RPC writes it (`err`). */
export type SolanaTransactionError = string | Record<string, unknown>

type InstructionErrorJson =
  | string
  | { Custom: number }
  | { BorshIoError: string }

function instructionErrorToJson(error: unknown): InstructionErrorJson {
  if (typeof error === 'number')
    return instructionErrorNames[error] ?? 'GenericError'
  const value = error as { code?: number; msg?: string }
  if (typeof value.code === 'number') return { Custom: value.code }
  return { BorshIoError: String(value.msg ?? '') }
}

/** litesvm's error object → the JSON `err` of Solana's RPC. */
export function transactionErrorToJson(
  failure: FailedTransactionMetadata,
): SolanaTransactionError {
  const error = failure.err() as unknown
  if (typeof error === 'number')
    return transactionErrorNames[error] ?? 'SanitizeFailure'
  const value = error as {
    constructor: { name: string }
    index?: number
    accountIndex?: number
    err?: () => unknown
  }
  switch (value.constructor.name) {
    case 'TransactionErrorInstructionError':
      return {
        InstructionError: [value.index, instructionErrorToJson(value.err?.())],
      }
    case 'TransactionErrorDuplicateInstruction':
      return { DuplicateInstruction: value.index }
    case 'TransactionErrorInsufficientFundsForRent':
      return { InsufficientFundsForRent: { account_index: value.accountIndex } }
    default:
      return {
        ProgramExecutionTemporarilyRestricted: {
          account_index: value.accountIndex,
        },
      }
  }
}

const displayByName: Record<string, string> = {
  AccountNotFound:
    'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
}

/** The text Solana's validator shows for an error (its Display). */
export function describeTransactionError(error: SolanaTransactionError) {
  if (typeof error === 'string') return displayByName[error] ?? error
  if ('InstructionError' in error) {
    const [index, inner] = error.InstructionError as [
      number,
      InstructionErrorJson,
    ]
    const detail =
      typeof inner === 'string'
        ? inner
        : 'Custom' in inner
          ? `custom program error: 0x${inner.Custom.toString(16)}`
          : inner.BorshIoError
    return `Error processing Instruction ${index}: ${detail}`
  }
  if ('InsufficientFundsForRent' in error) {
    const { account_index } = error.InsufficientFundsForRent as {
      account_index: number
    }
    return `Transaction results in an account (${account_index}) with insufficient funds for rent`
  }
  return JSON.stringify(error)
}

/** Errors after which a transaction still lands in a block (fee paid). */
export function landsOnChain(error: SolanaTransactionError): boolean {
  return (
    typeof error === 'object' &&
    ('InstructionError' in error || 'InsufficientFundsForRent' in error)
  )
}
