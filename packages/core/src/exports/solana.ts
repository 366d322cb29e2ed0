// @latch/core/solana: Solana for createConfig's `adapters` (Wallet Standard
// wallets, balances, signing, sends). A separate entry so EVM-only pages
// never load it; @solana/kit loads only when a Solana action runs.

export {
  type WalletStandardParameters,
  walletStandard,
} from '../solana/createStandardConnector.js'
export {
  InvalidSolanaTokenError,
  type InvalidSolanaTokenErrorType,
  SolanaTransactionFailedError,
  type SolanaTransactionFailedErrorType,
  SolanaWalletAnswerError,
  type SolanaWalletAnswerErrorType,
} from '../solana/errors.js'
export { isSolanaStandardWallet } from '../solana/isSolanaStandardWallet.js'
export { solanaAdapter } from '../solana/solanaAdapter.js'
export type {
  SolanaCommitment,
  SolanaProvider,
  SolanaSendOptions,
} from '../types/solana.js'
