// @latch/api/blockchain: the blockchain API (balances, prices, history
// indexer, names, RPC proxy) as an extension of the API server.

export {
  getAccountBalances,
  type TokenBalance,
} from '../blockchain/balance/getAccountBalances.js'
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
export type { FungiblePrice } from '../blockchain/prices/getFungiblePrices.js'
export { allowedRpcMethods } from '../blockchain/proxy/allowedRpcMethods.js'
export type {
  BlockchainSettings,
  ChainSettings,
  TokenSettings,
} from '../blockchain/settings/BlockchainSettings.js'
export {
  DEVNET_DEMO_TOKEN,
  type GetBlockchainSettingsParameters,
  getBlockchainSettings,
} from '../blockchain/settings/getBlockchainSettings.js'
