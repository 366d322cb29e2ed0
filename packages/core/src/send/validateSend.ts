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

export type ValidateSendReturnType<token = TokenBalance> = {
  token: token
  amount: string
  receiverAddress: string
}

export type ValidateSendErrorType =
  | SendUnsupportedChainError
  | SendAmountAndReceiverRequiredError
  | SendTokenRequiredError

/** Namespaces Latch can send on. */
const sendable: readonly (ChainNamespace | undefined)[] = ['eip155', 'solana']

/**
 * The send rules of SPEC §5, in the order they are checked: the chain must
 * be one Latch can send on (eip155 and solana; others 'Unsupported chain'),
 * then an amount and a receiver address are required, then on eip155 a
 * token (a Solana send without one sends SOL). Returns the checked values.
 *
 * @example
 * validateSend({ chainNamespace: 'eip155', token, amount: '1', receiverAddress })
 */
export function validateSend(
  parameters: ValidateSendParameters & { chainNamespace: 'eip155' },
): ValidateSendReturnType
export function validateSend(
  parameters: ValidateSendParameters,
): ValidateSendReturnType<TokenBalance | undefined>
export function validateSend(
  parameters: ValidateSendParameters,
): ValidateSendReturnType<TokenBalance | undefined> {
  const { chainNamespace, token, amount, receiverAddress } = parameters
  if (!sendable.includes(chainNamespace))
    throw new SendUnsupportedChainError(chainNamespace)
  if (!amount?.trim() || !receiverAddress?.trim())
    throw new SendAmountAndReceiverRequiredError()
  if (!token && chainNamespace === 'eip155') throw new SendTokenRequiredError()
  return { token, amount, receiverAddress }
}
