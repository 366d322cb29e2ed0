// @latch/solana: Solana for createConfig's `adapters` (Wallet Standard
// wallets, balances, signing, sends). A package of its own so EVM-only
// pages never install it; @solana/kit loads only when a Solana action runs.

export type {
  SolanaCommitment,
  SolanaProvider,
  SolanaSendOptions,
} from '@latch/core'
export {
  type WalletStandardParameters,
  walletStandard,
} from '../createStandardConnector.js'
export {
  InvalidSolanaTokenError,
  type InvalidSolanaTokenErrorType,
  SolanaTransactionFailedError,
  type SolanaTransactionFailedErrorType,
  SolanaWalletAnswerError,
  type SolanaWalletAnswerErrorType,
} from '../errors.js'
export { isSolanaStandardWallet } from '../isSolanaStandardWallet.js'
export { type SolanaAdapterOptions, solanaAdapter } from '../solanaAdapter.js'
// The WalletConnect-shaped solana_* provider over any request function
// (what solanaAdapter().createSessionProvider builds for WalletConnect and
// the embedded wallet).
export {
  createSolanaSessionProvider,
  type SolanaSessionRequest,
} from '../solanaSessionProvider.js'
