import type { ChainNamespace } from '@latch/common'
import type { TokenBalance } from '../api/types.js'
import {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './errors.js'

export type ValidateSendParameters = {
  chainNamespace: ChainNamespace | undefined
  token: TokenBalance | undefined
  amount: string | undefined
  receiverAddress: string | undefined
}

export type ValidateSendReturnType = {
  token: TokenBalance
  amount: string
  receiverAddress: string
}

export type ValidateSendErrorType =
  | SendUnsupportedChainError
  | SendAmountAndReceiverRequiredError
  | SendTokenRequiredError

/**
 * The send rules of SPEC §5, in the order they are checked: the chain must
 * be one Latch can send on (eip155 today; Solana lands with its adapter),
 * then an amount and a receiver address are required, then a token.
 * Returns the checked values.
 *
 * @example
 * validateSend({ chainNamespace: 'eip155', token, amount: '1', receiverAddress })
 */
export function validateSend(
  parameters: ValidateSendParameters,
): ValidateSendReturnType {
  const { chainNamespace, token, amount, receiverAddress } = parameters
  if (chainNamespace !== 'eip155')
    throw new SendUnsupportedChainError(chainNamespace)
  if (!amount?.trim() || !receiverAddress?.trim())
    throw new SendAmountAndReceiverRequiredError()
  if (!token) throw new SendTokenRequiredError()
  return { token, amount, receiverAddress }
}
