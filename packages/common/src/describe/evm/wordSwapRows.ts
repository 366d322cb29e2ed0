import type {
  ReviewSwap,
  ReviewSwapToken,
} from '../../embeddedProtocol/review.js'
import type { DescriptionRow } from '../RequestDescription.js'
import type { EvmReviewText } from './EvmReviewText.js'
import { wordTokenAmount } from './wordTokenAmount.js'

/**
 * A decoded swap's rows in the words of `text`: the action, what is paid
 * and the least that is received (with decimals and symbol where known,
 * and a token's contract),
 * the recipient (in the warning colour when `foreign`: not the signing
 * account) and the deadline.
 */
export function wordSwapRows(
  text: EvmReviewText,
  swap: ReviewSwap,
  prefix: string,
  foreign: boolean,
): DescriptionRow[] {
  // A token's contract beside its symbol: a symbol is whatever it says.
  const amount = (amount: string, side: ReviewSwapToken) =>
    wordTokenAmount(text, amount, side) +
    (side.token === 'native' || side.symbol === undefined
      ? ''
      : ` (${side.token})`)
  return [
    { label: prefix + text.action, value: text.swap },
    {
      label: prefix + text.youPay,
      value: amount(swap.amountIn, swap.tokenIn),
    },
    {
      label: prefix + text.minimumReceived,
      value: amount(swap.amountOutMinimum, swap.tokenOut),
    },
    {
      label: prefix + text.recipient,
      value: swap.recipient,
      ...(foreign && { warning: true }),
    },
    {
      label: prefix + text.deadline,
      value: text.timestamp?.(swap.deadline) ?? swap.deadline,
    },
  ]
}
