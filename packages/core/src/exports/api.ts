// @latch/core/api: a typed client of the self-hosted Latch API server, one
// function per call (SPEC §7). The modal uses these through core actions.

export { ApiError, type ApiErrorType } from '../api/ApiError.js'
export {
  buildConvertApprove,
  buildConvertTransaction,
  getConvertAllowance,
  getConvertGasPrice,
  getConvertQuotes,
  getConvertTokens,
} from '../api/convert.js'
export {
  type ApiClient,
  type ApiQueryValue,
  type ApiRequest,
  type CreateApiClientParameters,
  createApiClient,
} from '../api/createApiClient.js'
export {
  type GetAnalyticsConfigReturnType,
  getAnalyticsConfig,
} from '../api/getAnalyticsConfig.js'
export {
  type GetBalancesParameters,
  type GetBalancesReturnType,
  getBalances,
} from '../api/getBalances.js'
export {
  type GetHistoryParameters,
  type GetHistoryReturnType,
  getHistory,
} from '../api/getHistory.js'
export {
  type GetIdentityParameters,
  getIdentity,
} from '../api/getIdentity.js'
export {
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from '../api/getNameSuggestions.js'
export {
  type GetProjectOriginsReturnType,
  getProjectOrigins,
} from '../api/getProjectOrigins.js'
export {
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
} from '../api/getWallets.js'
export {
  generateOnrampUrl,
  getOnrampOptions,
  getOnrampOrder,
  getOnrampQuote,
} from '../api/onramp.js'
export {
  type RegisterNameParameters,
  registerName,
} from '../api/registerName.js'
export {
  type ResolveNameParameters,
  resolveName,
} from '../api/resolveName.js'
export {
  type ReverseNameParameters,
  reverseName,
} from '../api/reverseName.js'
export {
  type AnalyticsEvent,
  sendAnalyticsEvent,
} from '../api/sendAnalyticsEvent.js'
export { toCoinType } from '../api/toCoinType.js'
export type {
  Identity,
  NameRecord,
  NameSuggestion,
  TokenBalance,
  Transaction,
  TransactionTransfer,
  WalletRecord,
} from '../api/types.js'
