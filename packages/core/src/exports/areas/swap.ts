// @latch/core, swap: the Swap flow: quotes, tokens, its state and errors.

export {
  type GetSwapQuoteParameters,
  getSwapQuote,
  isNativeSwapToken,
} from '../../actions/getSwapQuote.js'
export {
  type GetSwapTokensReturnType,
  getSwapTokens,
} from '../../actions/getSwapTokens.js'
export {
  getSwapState,
  resetSwapState,
  type SetSwapStateParameters,
  setSwapState,
  watchSwapState,
} from '../../actions/swapState.js'
export {
  type SwapTokensReturnType,
  swapTokens,
} from '../../actions/swapTokens.js'
export type {
  SwapQuote,
  SwapRoute,
  SwapToken,
  SwapTransaction,
} from '../../api/convert.js'
export { SWAP_QUOTE_REFRESH_MS } from '../../swap/constants.js'
export {
  SwapBatchPendingError,
  type SwapBatchPendingErrorType,
  SwapInProgressError,
  type SwapInProgressErrorType,
  SwapRevertedError,
  type SwapRevertedErrorType,
  SwapTokensRequiredError,
  type SwapTokensRequiredErrorType,
  SwapUnsupportedChainError,
  type SwapUnsupportedChainErrorType,
} from '../../swap/errors.js'
export { SWAP_SLIPPAGE } from '../../swap/nextSwapState.js'
export { canBatchAtomically } from '../../swap/swapPlan.js'
export type { SwapQuoteResult, SwapState } from '../../swap/types.js'
