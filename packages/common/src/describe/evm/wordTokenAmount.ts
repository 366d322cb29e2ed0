import { formatBaseUnits as units } from '../formatBaseUnits.js'
import type { EvmReviewText } from './EvmReviewText.js'

/**
 * A token amount (base units) worded: with its decimals and symbol when
 * known, else the base units and the contract.
 */
export function wordTokenAmount(
  text: EvmReviewText,
  amount: string,
  {
    token,
    decimals,
    symbol,
  }: {
    token: string
    decimals?: number | undefined
    symbol?: string | undefined
  },
) {
  return decimals === undefined
    ? text.tokenAmount(amount, undefined, token)
    : text.tokenAmount(units(amount, decimals), symbol, token)
}
