// @latch/bitcoin/transactions: the Bitcoin describers of approval screens —
// what a bip122 request signs (messages, PSBTs with their inputs, outputs
// and fee, transfers), decoded from what is signed, and its wording in a
// screen's catalogue. A subpath of its own: wallets read it without
// loading the adapter, its connectors or core.
export type { BitcoinReviewText } from '../transactions/BitcoinReviewText.js'
export {
  type BitcoinPsbtReview,
  type BitcoinRequestReview,
  describeBitcoinRequest,
} from '../transactions/describeBitcoinRequest.js'
export { wordBitcoinReview } from '../transactions/wordBitcoinReview.js'
