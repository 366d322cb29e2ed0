// @latch/api/blockchain: the blockchain API (balances, prices, history
// indexer, names, RPC proxy, bundler proxy and paymaster) as an extension
// of the API server.

export {
  getAccountBalances,
  type TokenBalance,
} from '../blockchain/balance/getAccountBalances.js'
export { allowedBundlerMethods } from '../blockchain/bundler/allowedBundlerMethods.js'
export {
  type CreateBlockchainExtensionParameters,
  createBlockchainExtension,
} from '../blockchain/createBlockchainExtension.js'
export { createBlockchainRoutes } from '../blockchain/createBlockchainRoutes.js'
export { blockchainMigrations } from '../blockchain/db/blockchainMigrations.js'
export {
  BlockchainApiError,
  type BlockchainApiErrorCode,
} from '../blockchain/errors/BlockchainApiError.js'
export {
  type GetAccountHistoryParameters,
  type GetAccountHistoryReturnType,
  getAccountHistory,
} from '../blockchain/history/getAccountHistory.js'
export type {
  HistoryTransaction,
  HistoryTransfer,
  OperationType,
} from '../blockchain/history/HistoryTransaction.js'
export {
  type CreateIndexerParameters,
  createIndexer,
  type Indexer,
} from '../blockchain/indexer/createIndexer.js'
export type { IndexChainReturnType } from '../blockchain/indexer/indexChain.js'
export {
  type RateLimitParameters,
  rateLimit,
} from '../blockchain/middleware/rate-limit/index.js'
export {
  coinTypeFromChainId,
  isEvmCoinType,
} from '../blockchain/names/coinTypeFromChainId.js'
export type { NameProfile } from '../blockchain/names/findNameProfiles.js'
export type { Identity } from '../blockchain/names/getIdentity.js'
export type { NameSuggestion } from '../blockchain/names/getNameSuggestions.js'
export type {
  OnrampOptions,
  OnrampProvider,
  OnrampQuote,
  OrderEvent,
} from '../blockchain/onramp/OnrampProvider.js'
export type { OnrampSettings } from '../blockchain/onramp/OnrampSettings.js'
export {
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
} from '../blockchain/onramp/webhookSignature.js'
export type { PaymasterPolicy } from '../blockchain/paymaster/PaymasterPolicy.js'
export type { PaymasterRefusal } from '../blockchain/paymaster/PaymasterRpcError.js'
export type { FungiblePrice } from '../blockchain/prices/getFungiblePrices.js'
export { allowedRpcMethods } from '../blockchain/proxy/allowedRpcMethods.js'
export type {
  BlockchainSettings,
  ChainSettings,
  PaymasterSettings,
  SwapSettings,
  TokenSettings,
} from '../blockchain/settings/BlockchainSettings.js'
export {
  DEVNET_PAYMASTER_ADDRESS,
  DEVNET_PAYMASTER_SIGNER_KEY,
} from '../blockchain/settings/devnetPaymaster.js'
export {
  DEVNET_DEMO_TOKEN,
  type GetBlockchainSettingsParameters,
  getBlockchainSettings,
} from '../blockchain/settings/getBlockchainSettings.js'
