// @latch/solana/transactions: reading Solana transactions without a wallet
// or a config — the Solana describers of approval screens (the request,
// its message, transactions and instructions, decoded from the bytes that
// are signed, and their wording in a screen's catalogue), the shape checks
// of signed transactions and of bytes that could be one. A subpath of its
// own: the embedded-wallet service, the frame, the reference wallet and the
// dev wallet read it without loading the adapter, its connectors or core.
export { assertSignedSolanaTransaction } from '../transactions/assertSignedSolanaTransaction.js'
export {
  describeSolanaInstruction,
  type SolanaInstructionDescription,
  type SolanaInstructionWarning,
  type SolanaProgram,
  solanaProgramAddresses,
} from '../transactions/describeSolanaInstruction.js'
export { describeSolanaMessage } from '../transactions/describeSolanaMessage.js'
export { describeSolanaRequest } from '../transactions/describeSolanaRequest.js'
export {
  type DescribeSolanaTransactionOptions,
  describeSolanaTransaction,
  type SolanaTransactionDescription,
} from '../transactions/describeSolanaTransaction.js'
export {
  InvalidSolanaTransactionError,
  type InvalidSolanaTransactionErrorType,
} from '../transactions/errors.js'
export { isSolanaTransactionBytes } from '../transactions/isSolanaTransactionBytes.js'
export type {
  SolanaBalanceChange,
  SolanaRequestReview,
  SolanaSimulation,
  SolanaTransactionReview,
} from '../transactions/SolanaRequestReview.js'
export {
  type SolanaReviewText,
  solanaReviewText,
} from '../transactions/SolanaReviewText.js'
export { wordSolanaReview } from '../transactions/wordSolanaReview.js'
