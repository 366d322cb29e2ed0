import type { ViewMessages } from '../../messages/useViewMessages.js'
import { isUserRejection } from '../../modal/errorText.js'

/**
 * The catalogue message of anything a send can throw: its rules and
 * checks (by error name), the wallet's refusal (4001), the chain's
 * answers, and 'Something went wrong' for the rest.
 */
export function sendErrorText(error: unknown, messages: ViewMessages): string {
  if (isUserRejection(error)) return messages.signatureDeclined
  const { name, reason, code } = (error ?? {}) as {
    name?: unknown
    reason?: unknown
    code?: unknown
  }
  switch (name) {
    case 'SendAmountAndReceiverRequiredError':
      return messages.amountAndReceiverRequired
    case 'SendTokenRequiredError':
      return messages.tokenRequired
    case 'SendUnsupportedChainError':
      return messages.unsupportedChainSend
    case 'InvalidReceiverAddressError':
      return messages.invalidReceiver
    case 'InsufficientSendBalanceError':
      return messages.insufficientBalance
    case 'InvalidSendAmountError':
      return reason === 'precision'
        ? messages.tooManyDecimals
        : reason === 'zero'
          ? messages.amountZero
          : messages.invalidAmount
    case 'NameLookupError':
      return messages.errorResolvingName
    // The wallet still has the first request open (the view was left
    // while it waited): say where the answer is expected.
    case 'SendInProgressError':
      return messages.confirmInWallet
  }
  const text = `${(error as { message?: unknown })?.message ?? ''}`
  if (/insufficient funds/i.test(text) || name === 'InsufficientFundsError')
    return messages.insufficientFundsForFee
  if (code === 4100) return messages.actionNotAllowed
  if (/timed? ?out/i.test(text)) return messages.requestTimedOut
  return messages.somethingWentWrong
}
