// Browser side: the injected Latch Dev Wallet (EIP-1193 + EIP-6963).
export { devnetChains, latchDevnet, latchDevnet2 } from '../chains.js'
export { type DevAccount, devAccounts } from '../devAccounts.js'
export {
  announceProvider,
  type EIP6963ProviderInfo,
} from '../wallet/announceProvider.js'
export {
  createDevWalletPrompt,
  type DevWalletPrompt,
} from '../wallet/createDevWalletPrompt.js'
export {
  CONNECTED_STORAGE_KEY,
  type CreateDevWalletProviderParameters,
  createDevWalletProvider,
  type DevWallet,
} from '../wallet/createDevWalletProvider.js'
export { devWalletIcon } from '../wallet/devWalletIcon.js'
export {
  type DevWalletHandle,
  type DevWalletWindow,
  type InstallDevWalletParameters,
  installDevWallet,
  type SolanaDevWalletHandle,
} from '../wallet/installDevWallet.js'
export {
  ProviderRpcError,
  providerErrorCodes,
} from '../wallet/ProviderRpcError.js'
export type {
  DevWalletChain,
  DevWalletChainInput,
  DevWalletConfirm,
  DevWalletPromptRequest,
  DevWalletProvider,
  DevWalletStorage,
  RequestArguments,
} from '../wallet/types.js'
export {
  type CallsBatch,
  getCallsStatusResult,
  getCapabilitiesResult,
  MISSING_CAPABILITIES_ADDRESS,
  parseSendCalls,
  sendCallsSequentially,
  type WalletCall,
  walletCallsErrorCodes,
} from '../wallet/walletCalls.js'
