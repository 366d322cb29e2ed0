// @latch/core/solana: Solana for createConfig's `adapters` (Wallet Standard
// wallets, balances, signing, sends). A separate entry so EVM-only pages
// never load it; @solana/kit loads only when a Solana action runs.

// The WalletConnect-shaped solana_* provider over any request function
// (the embedded wallet's connector builds its Solana provider with it).
export {
  createSolanaSessionProvider,
  type SolanaSessionRequest,
} from '../connectors/walletConnect/solanaSessionProvider.js'
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
