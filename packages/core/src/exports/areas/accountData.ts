// @latch/core, accountData: the account's data: balances, tokens, NFTs,
// profile, names, activity and address labels.

export {
  type GetAccountDetailsReturnType,
  getAccountDetails,
} from '../../actions/getAccountDetails.js'
export {
  type GetAccountNameSuggestionsParameters,
  getAccountNameSuggestions,
} from '../../actions/getAccountNameSuggestions.js'
export {
  type GetAddressNameParameters,
  getAddressName,
} from '../../actions/getAddressName.js'
export {
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from '../../actions/getBalance.js'
export {
  type GetNftsParameters,
  getNfts,
} from '../../actions/getNfts.js'
export {
  type GetNftsStateReturnType,
  getNftsState,
} from '../../actions/getNftsState.js'
export {
  type GetProfileParameters,
  type GetProfileReturnType,
  getProfile,
} from '../../actions/getProfile.js'
export {
  type GetProfileStateReturnType,
  getProfileState,
} from '../../actions/getProfileState.js'
export {
  type GetTokenBalancesParameters,
  getTokenBalances,
} from '../../actions/getTokenBalances.js'
export {
  type GetTokenBalancesStateReturnType,
  getTokenBalancesState,
} from '../../actions/getTokenBalancesState.js'
export {
  type GetTransactionsParameters,
  getTransactions,
  type HistoryPages,
} from '../../actions/getTransactions.js'
export {
  type GetTransactionsStateReturnType,
  getTransactionsState,
} from '../../actions/getTransactionsState.js'
export {
  type IsHistorySupportedParameters,
  isHistorySupported,
} from '../../actions/isHistorySupported.js'
export {
  type RefreshBalanceParameters,
  refreshBalance,
} from '../../actions/refreshBalance.js'
export {
  DEFAULT_NAME_SUFFIX,
  type RegisterAccountNameParameters,
  registerAccountName,
} from '../../actions/registerAccountName.js'
export {
  type ResolveAccountNameParameters,
  resolveAccountName,
} from '../../actions/resolveAccountName.js'
export {
  type SetAddressLabelParameters,
  setAddressLabel,
} from '../../actions/setAddressLabel.js'
export {
  type SetAddressLabelsParameters,
  setAddressLabels,
} from '../../actions/setAddressLabels.js'
export { watchAccountDetails } from '../../actions/watchAccountDetails.js'
export { watchNfts } from '../../actions/watchNfts.js'
export { watchProfile } from '../../actions/watchProfile.js'
export { watchTokenBalances } from '../../actions/watchTokenBalances.js'
export { watchTransactions } from '../../actions/watchTransactions.js'
export { addressLabelKey } from '../../utils/addressLabelKey.js'
export { blockExplorerUrl } from '../../utils/blockExplorerUrl.js'
