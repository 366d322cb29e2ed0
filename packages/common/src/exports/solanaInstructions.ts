// @latch/common/solana-instructions: the Solana instruction and transaction
// describers of approval screens. A subpath of its own: they carry the
// @solana-program clients, which the main entry (read by every package)
// should not load.
export {
  describeSolanaInstruction,
  type SolanaInstructionDescription,
  type SolanaInstructionWarning,
  type SolanaProgram,
  solanaProgramAddresses,
} from '../solana/describeSolanaInstruction.js'
export {
  type DescribeSolanaTransactionOptions,
  describeSolanaTransaction,
  type SolanaTransactionDescription,
} from '../solana/describeSolanaTransaction.js'
