import { defineError } from '@latch/common'

const docsPath = '/core/actions/sendToken'

export type SendAmountAndReceiverRequiredErrorType =
  SendAmountAndReceiverRequiredError
/** A send needs an amount and a receiver address (SPEC §5). */
export class SendAmountAndReceiverRequiredError extends defineError(
  'SendAmountAndReceiverRequiredError',
  { shortMessage: 'An amount and receiver address are required', docsPath },
) {}

export type SendTokenRequiredErrorType = SendTokenRequiredError
/** An EVM send needs a token (SPEC §5). */
export class SendTokenRequiredError extends defineError(
  'SendTokenRequiredError',
  { shortMessage: 'A token is required', docsPath },
) {}

export type SendUnsupportedChainErrorType = SendUnsupportedChainError
/** Sending is not available on this chain namespace (SPEC §5). */
export class SendUnsupportedChainError extends defineError(
  'SendUnsupportedChainError',
  (namespace: string | undefined) => ({
    shortMessage: 'Unsupported chain',
    docsPath,
    metaMessages: [`Namespace: ${namespace ?? 'none (not connected)'}.`],
  }),
) {}

export type InvalidSendAmountErrorType = InvalidSendAmountError
/** The amount is not a positive number with at most the token's decimals. */
export class InvalidSendAmountError extends defineError(
  'InvalidSendAmountError',
  ({
    amount,
    decimals,
    reason,
  }: {
    amount: string
    decimals: number
    reason: 'format' | 'precision' | 'zero'
  }) => ({
    shortMessage: 'Invalid amount',
    docsPath,
    metaMessages: [
      {
        format: `"${amount}" is not a decimal number such as 1.5.`,
        precision: `"${amount}" has more than ${decimals} decimals.`,
        zero: 'The amount must be more than zero.',
      }[reason],
    ],
    fields: { reason },
  }),
) {}

export type InvalidReceiverAddressErrorType = InvalidReceiverAddressError
/** The receiver is neither an address of the chain nor a known name. */
export class InvalidReceiverAddressError extends defineError(
  'InvalidReceiverAddressError',
  (receiver: string, namespace: 'eip155' | 'solana' = 'eip155') => ({
    shortMessage: 'Invalid receiver address',
    docsPath,
    metaMessages: [
      namespace === 'solana'
        ? `"${receiver}" is not a Solana address (32 to 44 base58 characters).`
        : `"${receiver}" is not a 0x address of 40 hex digits.`,
    ],
  }),
) {}

export type InsufficientSendBalanceErrorType = InsufficientSendBalanceError
/** The amount is more than the account holds of the token. */
export class InsufficientSendBalanceError extends defineError(
  'InsufficientSendBalanceError',
  ({ amount, balance }: { amount: string; balance: string }) => ({
    shortMessage: 'Insufficient balance',
    docsPath,
    metaMessages: [`Amount ${amount}, balance ${balance}.`],
  }),
) {}

export type SendInProgressErrorType = SendInProgressError
/** A send is already waiting for the wallet; a second one is refused. */
export class SendInProgressError extends defineError('SendInProgressError', {
  shortMessage: 'A send is already in progress',
  docsPath,
}) {}
