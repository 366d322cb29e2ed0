import { parseUnits } from '@latch/common'
import { parseSendAmount, type TokenBalance } from '@latch/core'
import type { ViewMessages } from '../../messages/useViewMessages.js'

/**
 * What is wrong with the amount as typed, checked on every keystroke: its
 * format, decimals and zero (core's `parseSendAmount`), then the balance,
 * and for the native token the balance less the network fee. Undefined
 * while it is fine or still empty.
 */
export function checkAmount(
  amount: string,
  token: TokenBalance | undefined,
  fee: bigint | undefined,
  messages: ViewMessages,
): string | undefined {
  if (!amount.trim() || !token) return undefined
  const decimals = Number(token.quantity.decimals)
  let units: bigint
  try {
    units = parseSendAmount(amount, decimals)
  } catch (error) {
    const reason = (error as { reason?: string }).reason
    return reason === 'precision'
      ? messages.tooManyDecimals
      : reason === 'zero'
        ? messages.amountZero
        : messages.invalidAmount
  }
  let balance = 0n
  try {
    balance = parseUnits(token.quantity.numeric || '0', decimals)
  } catch {}
  if (units > balance) return messages.insufficientBalance
  if (!token.address && fee !== undefined && units + fee > balance)
    return messages.insufficientFundsForFee
  return undefined
}
