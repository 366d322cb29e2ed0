// The reference wallet's Solana signer (no UI): dev keys, clusters and the
// solana_* WalletConnect request handler (apps/wallet and tests use it), and
// the Latch Dev Wallet's Wallet Standard Solana wallet for tests that
// register it themselves (installDevWallet loads it lazily in browsers).
export {
  type ExecuteSolanaRequestParameters,
  executeSolanaRequest,
  type SolanaSigner,
  solanaMethods,
} from '../signers/solana/executeSolanaRequest.js'
export {
  solanaAddress,
  solanaSigner,
} from '../signers/solana/solanaAccount.js'
export {
  defaultSolanaNetworks,
  type SolanaNetwork,
} from '../signers/solana/solanaNetworks.js'
export {
  decodeSolanaTransaction,
  encodeSolanaTransaction,
  signSolanaTransaction,
} from '../signers/solana/solanaTransactions.js'
export {
  ProviderRpcError,
  providerErrorCodes,
} from '../wallet/ProviderRpcError.js'
export {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  type SolanaDevWallet,
  type SolanaDevWalletFeatures,
} from '../wallet/solana/createSolanaDevWallet.js'
