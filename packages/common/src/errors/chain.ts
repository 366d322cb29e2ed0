import { type DefinedErrorOptions, defineError } from './base.js'

/** Options of every chain error: what the node answered, and why. */
export type ChainErrorOptions = DefinedErrorOptions

const docsPath = '/common/errors#chain'

export type NonceTooLowErrorType = NonceTooLowError

/** The node: the nonce was already used by a mined or pending transaction. */
export class NonceTooLowError extends defineError('NonceTooLowError', {
  shortMessage:
    'Nonce provided for the transaction is lower than the current nonce of the account.',
  docsPath,
}) {
  static readonly nodeMessage =
    /nonce too low|transaction already imported|already known/i
}

export type NonceTooHighErrorType = NonceTooHighError

/** The node: the nonce leaves a gap after the account's next nonce. */
export class NonceTooHighError extends defineError('NonceTooHighError', {
  shortMessage:
    'Nonce provided for the transaction is higher than the next one expected.',
  docsPath,
}) {
  static readonly nodeMessage = /nonce too high/i
}

export type InsufficientFundsErrorType = InsufficientFundsError

/** The node: gas × fee + value is more than the account holds. */
export class InsufficientFundsError extends defineError(
  'InsufficientFundsError',
  {
    shortMessage:
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    docsPath,
  },
) {
  static readonly nodeMessage =
    /insufficient funds|exceeds transaction sender account balance/i
}

export type FeeCapTooHighErrorType = FeeCapTooHighError

/** The node or a serializer: `maxFeePerGas` above 2^256-1. */
export class FeeCapTooHighError extends defineError('FeeCapTooHighError', {
  shortMessage:
    'The fee cap (`maxFeePerGas`) cannot be higher than the maximum allowed value (2^256-1).',
  docsPath,
}) {
  static readonly nodeMessage =
    /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i
}

export type FeeCapTooLowErrorType = FeeCapTooLowError

/** The node: `maxFeePerGas` below the block's base fee. */
export class FeeCapTooLowError extends defineError('FeeCapTooLowError', {
  shortMessage:
    'The fee cap (`maxFeePerGas`) cannot be lower than the block base fee.',
  docsPath,
}) {
  static readonly nodeMessage =
    /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated|gas price (?:is )?(?:too low|less than)/i
}

export type IntrinsicGasTooHighErrorType = IntrinsicGasTooHighError

/** The node: the gas limit is above the block gas limit. */
export class IntrinsicGasTooHighError extends defineError(
  'IntrinsicGasTooHighError',
  {
    shortMessage:
      'The amount of gas provided for the transaction exceeds the limit allowed for the block.',
    docsPath,
  },
) {
  static readonly nodeMessage =
    /intrinsic gas too high|gas limit reached|exceeds block gas limit/i
}

export type IntrinsicGasTooLowErrorType = IntrinsicGasTooLowError

/** The node: the gas limit is below the transaction's intrinsic cost. */
export class IntrinsicGasTooLowError extends defineError(
  'IntrinsicGasTooLowError',
  {
    shortMessage: 'The amount of gas provided for the transaction is too low.',
    docsPath,
  },
) {
  static readonly nodeMessage = /intrinsic gas too low/i
}

export type ExecutionRevertedErrorType = ExecutionRevertedError

/**
 * The node: the call reverted. `reason` is the revert string (or the
 * decoded custom error, when the caller knows the ABI); `data` the raw
 * revert data.
 */
export class ExecutionRevertedError extends defineError(
  'ExecutionRevertedError',
  (
    options: ChainErrorOptions & {
      reason?: string | undefined
      data?: `0x${string}` | undefined
    } = {},
  ) => {
    const { reason, data, ...rest } = options
    return {
      ...rest,
      shortMessage: reason
        ? `Execution reverted with reason: ${reason}.`
        : 'Execution reverted for an unknown reason.',
      docsPath,
      fields: { reason, data },
    }
  },
) {
  static readonly code = 3 as const
  static readonly nodeMessage = /execution reverted|reverted/i
}
