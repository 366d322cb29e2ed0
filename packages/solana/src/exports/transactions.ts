// @latch/solana/transactions: reading Solana transactions without a wallet
// or a config — the instruction and transaction describers of approval
// screens, the shape checks of signed transactions and of bytes that could
// be one. A subpath of its own: the embedded-wallet service and the dev
// wallet read it without loading the adapter, its connectors or core.
export { assertSignedSolanaTransaction } from '../transactions/assertSignedSolanaTransaction.js'
export {
  describeSolanaInstruction,
  type SolanaInstructionDescription,
  type SolanaInstructionWarning,
  type SolanaProgram,
  solanaProgramAddresses,
} from '../transactions/describeSolanaInstruction.js'
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
