// @latch/common/describe: the EVM describers of approval screens — what a
// signing request signs, decoded from what is signed (structured, JSON),
// and its wording in a screen's message catalogue — with the row types and
// the last step every namespace's wording shares (Solana's describers live
// in @latch/solana/transactions, Bitcoin's in @latch/bitcoin/transactions).
// A subpath of its own: viem's ABI and typed-data code stay out of a
// page's main bundle.

export { decodePrintableText } from '../describe/decodePrintableText.js'
export { describeEvmMessage } from '../describe/evm/describeEvmMessage.js'
export {
  type DescribeEvmRequestParameters,
  describeEvmRequest,
  type EvmRequestReview,
} from '../describe/evm/describeEvmRequest.js'
export {
  type DescribeEvmTransactionsParameters,
  describeEvmTransactions,
  type EvmSimulationResult,
  type EvmTokenInfo,
  type EvmTransactionFields,
} from '../describe/evm/describeEvmTransactions.js'
export {
  describeEvmTypedData,
  type TypedDataRequest,
} from '../describe/evm/describeEvmTypedData.js'
export {
  type EvmReviewText,
  evmReviewText,
} from '../describe/evm/EvmReviewText.js'
export { findEvmTokens } from '../describe/evm/findEvmTokens.js'
export { wordEvmReview } from '../describe/evm/wordEvmReview.js'
export { formatBaseUnits } from '../describe/formatBaseUnits.js'
export type {
  DescriptionRow,
  InvisibleCharactersWarning,
  RequestDescription,
} from '../describe/RequestDescription.js'
export { revealDetails } from '../describe/revealDetails.js'
