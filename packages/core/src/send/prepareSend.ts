import { type ChainNamespace, getEvmAddress } from '@latch/common'
import type { TokenBalance } from '../api/types.js'
import {
  InsufficientSendBalanceError,
  InvalidReceiverAddressError,
} from './errors.js'
import { getTokenUnits } from './getTokenUnits.js'
import { parseSendAmount } from './parseSendAmount.js'
import { validateSend } from './validateSend.js'

export type PrepareSendParameters = {
  chainNamespace: ChainNamespace | undefined
  token: TokenBalance | undefined
  /** As typed, in token units ('1.5'). */
  amount: string | undefined
  receiverAddress: string | undefined
}

export type PrepareSendReturnType = {
  token: TokenBalance
  /** The receiver, EIP-55 checksummed. */
  to: `0x${string}`
  /** The amount in the token's smallest units. */
  units: bigint
}

/**
 * Everything a send checks before asking the wallet, in order: the send
 * rules of SPEC §5 (`validateSend`), the receiver address, the amount
 * against the token's decimals, and the balance. Throws the first failure
 * as a typed error; returns what the wallet request needs.
 *
 * @example
 * const { to, units } = prepareSend({ chainNamespace: 'eip155', token, amount: '1.5', receiverAddress })
 */
export function prepareSend(
  parameters: PrepareSendParameters,
): PrepareSendReturnType {
  const { token, amount, receiverAddress } = validateSend(parameters)
  let to: `0x${string}`
  try {
    to = getEvmAddress(receiverAddress.trim())
  } catch {
    throw new InvalidReceiverAddressError(receiverAddress)
  }
  const units = parseSendAmount(amount, Number(token.quantity.decimals))
  if (units > getTokenUnits(token))
    throw new InsufficientSendBalanceError({
      amount,
      balance: token.quantity.numeric,
    })
  return { token, to, units }
}
