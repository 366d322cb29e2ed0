import { BaseError } from '@latch/common'

export type SendAmountAndReceiverRequiredErrorType =
  SendAmountAndReceiverRequiredError & {
    name: 'SendAmountAndReceiverRequiredError'
  }
/** A send needs an amount and a receiver address (SPEC §5). */
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError'
  constructor() {
    super('An amount and receiver address are required', {
      docsPath: '/core/actions/sendToken',
    })
  }
}

export type SendTokenRequiredErrorType = SendTokenRequiredError & {
  name: 'SendTokenRequiredError'
}
/** An EVM send needs a token (SPEC §5). */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError'
  constructor() {
    super('A token is required', { docsPath: '/core/actions/sendToken' })
  }
}

export type SendUnsupportedChainErrorType = SendUnsupportedChainError & {
  name: 'SendUnsupportedChainError'
}
/** Sending is not available on this chain namespace (SPEC §5). */
export class SendUnsupportedChainError extends BaseError {
  override name = 'SendUnsupportedChainError'
  constructor(namespace: string | undefined) {
    super('Unsupported chain', {
      docsPath: '/core/actions/sendToken',
      metaMessages: [`Namespace: ${namespace ?? 'none (not connected)'}.`],
    })
  }
}

export type InvalidSendAmountErrorType = InvalidSendAmountError & {
  name: 'InvalidSendAmountError'
}
/** The amount is not a positive number with at most the token's decimals. */
export class InvalidSendAmountError extends BaseError {
  override name = 'InvalidSendAmountError'
  readonly reason: 'format' | 'precision' | 'zero'
  constructor({
    amount,
    decimals,
    reason,
  }: {
    amount: string
    decimals: number
    reason: 'format' | 'precision' | 'zero'
  }) {
    super('Invalid amount', {
      docsPath: '/core/actions/sendToken',
      metaMessages: [
        {
          format: `"${amount}" is not a decimal number such as 1.5.`,
          precision: `"${amount}" has more than ${decimals} decimals.`,
          zero: 'The amount must be more than zero.',
        }[reason],
      ],
    })
    this.reason = reason
  }
}

export type InvalidReceiverAddressErrorType = InvalidReceiverAddressError & {
  name: 'InvalidReceiverAddressError'
}
/** The receiver is neither an address of the chain nor a known name. */
export class InvalidReceiverAddressError extends BaseError {
  override name = 'InvalidReceiverAddressError'
  constructor(receiver: string, namespace: 'eip155' | 'solana' = 'eip155') {
    super('Invalid receiver address', {
      docsPath: '/core/actions/sendToken',
      metaMessages: [
        namespace === 'solana'
          ? `"${receiver}" is not a Solana address (32 to 44 base58 characters).`
          : `"${receiver}" is not a 0x address of 40 hex digits.`,
      ],
    })
  }
}

export type InsufficientSendBalanceErrorType = InsufficientSendBalanceError & {
  name: 'InsufficientSendBalanceError'
}
/** The amount is more than the account holds of the token. */
export class InsufficientSendBalanceError extends BaseError {
  override name = 'InsufficientSendBalanceError'
  constructor({ amount, balance }: { amount: string; balance: string }) {
    super('Insufficient balance', {
      docsPath: '/core/actions/sendToken',
      metaMessages: [`Amount ${amount}, balance ${balance}.`],
    })
  }
}

export type SendInProgressErrorType = SendInProgressError & {
  name: 'SendInProgressError'
}
/** A send is already waiting for the wallet; a second one is refused. */
export class SendInProgressError extends BaseError {
  override name = 'SendInProgressError'
  constructor() {
    super('A send is already in progress', {
      docsPath: '/core/actions/sendToken',
    })
  }
}
