import type {
  ReviewSwap,
  ReviewSwapToken,
} from '../../embeddedProtocol/review.js'
import { formatBaseUnits as units } from '../formatBaseUnits.js'
import type { DescriptionRow } from '../RequestDescription.js'
import type { EvmReviewText } from './EvmReviewText.js'

/**
 * A decoded swap's rows in the words of `text`: the action, what is paid
 * and the least that is received (with decimals and symbol where known; a
 * token's contract beside it, since a symbol is whatever a contract says),
 * the recipient (in the warning colour when `foreign`: not the signing
 * account) and the deadline.
 */
export function wordSwapRows(
  text: EvmReviewText,
  swap: ReviewSwap,
  prefix: string,
  foreign: boolean,
): DescriptionRow[] {
  const amount = (amount: string, side: ReviewSwapToken) => {
    const worded =
      side.decimals === undefined
        ? text.tokenAmount(amount, undefined, side.token)
        : text.tokenAmount(
            units(amount, side.decimals),
            side.symbol,
            side.token,
          )
    return side.token === 'native' || side.symbol === undefined
      ? worded
      : `${worded} (${side.token})`
  }
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
