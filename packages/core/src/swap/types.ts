import type { SwapRoute, SwapToken } from '../api/convert.js'

/**
 * The Swap flow's state (SPEC §2, §3): the pair, the amount typed in the
 * from field, the slippage and the step under way. Quotes are data
 * (`getSwapQuote`), not state.
 */
export type SwapState = {
  readonly fromToken?: SwapToken | undefined
  readonly toToken?: SwapToken | undefined
  /** The from amount as typed, in token units ('0.5'). */
  readonly amount: string
  /** Slippage tolerance in percent (SPEC §9: 1). */
  readonly slippage: string
  /** The wallet prompt under way, if any. */
  readonly step?: 'approve' | 'swap' | undefined
}

/** A priced swap: exact base-unit amounts, never floats. */
export type SwapQuoteResult = {
  readonly fromToken: SwapToken
  readonly toToken: SwapToken
  readonly fromAmount: bigint
  readonly toAmount: bigint
  /** `toAmount` less the slippage (rounded down), what the swap guarantees. */
  readonly minimumReceived: bigint
  /** Price impact in basis points against a 1/1000 probe quote. */
  readonly priceImpactBps: bigint
  /** Network fee in wei: the swap's gas limit × the standard gas price. */
  readonly networkFee: bigint
  /** The allowance is short: an approve comes before the swap. */
  readonly needsApproval: boolean
  /** The pools the quote goes through, when the API names them. */
  readonly route?: SwapRoute | undefined
}
