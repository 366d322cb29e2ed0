/**
 * Strings of the Swap and Review swap chunks, in English: they ship with
 * those lazy views, not with the modal (another language has them in its
 * one catalogue, `locales/<tag>.ts`).
 */
export const swapMessages = {
  swapFrom: 'You pay',
  swapTo: 'You receive',
  swapChooseToken: 'Choose a token: {symbol}',
  swapSelectToken: 'Select a token',
  swapSearchTokens: 'Search tokens',
  swapNoTokens: 'No tokens found',
  swapFlip: 'Switch the tokens',
  swapQuoted: 'Quoted: the amount you receive follows the amount you pay',
  swapQuoting: 'Getting a quote…',
  swapQuoteFailed: 'Could not get a quote',
  swapNoRoute: 'No route for this pair',
  swapSameToken: 'Choose two different tokens',
  swapPriceImpact: 'Price impact',
  swapSlippage: 'Slippage tolerance (%)',
  swapInvalidSlippage: 'Enter a slippage from 0.01 to 50 %',
  swapMinimumReceived: 'Minimum received',
  swapRoute: 'Route',
  swapRouteVia: '{path} via {protocol}',
  swapPreview: 'Review swap',
  swapApproveFirst: 'First approve {amount} for the swap in your wallet',
  swapApproveInBatch:
    'Approve {amount} and swap with one confirmation in your wallet',
  swapApproving: 'Approve in your wallet…',
  swapDone: 'Swapped {from} for {to}',
  swapReverted: 'The swap reverted: the price moved beyond your slippage',
  swapUnsupported: 'Network not supported for Swaps',
  swapPercent: '{amount} %',
} as const
