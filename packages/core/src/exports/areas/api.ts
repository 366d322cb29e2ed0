// @latch/core, api: the API data the modal shows (the client itself is at
// @latch/core/api): the project check, analytics, records and errors.

export {
  type CheckProjectParameters,
  type CheckProjectReturnType,
  checkProject,
} from '../../api/checkProject.js'
export {
  ApiNotConfiguredError,
  type ApiNotConfiguredErrorType,
  FetchTransactionsError,
  type FetchTransactionsErrorType,
  InvalidAccountNameError,
  type InvalidAccountNameErrorType,
  InvalidAppConfigurationError,
  type InvalidAppConfigurationErrorType,
  InvalidProjectIdError,
  type InvalidProjectIdErrorType,
  type NameErrorKind,
  NameLookupError,
  type NameLookupErrorType,
  RegisterAccountNameError,
  type RegisterAccountNameErrorType,
  TransactionsAccountMissingError,
  type TransactionsAccountMissingErrorType,
} from '../../api/errors.js'
export { isValidAccountName } from '../../api/isValidAccountName.js'
export { startAnalytics } from '../../api/startAnalytics.js'
export type {
  Identity,
  NameRecord,
  NameSuggestion,
  Nft,
  TokenBalance,
  Transaction,
  TransactionTransfer,
  WalletRecord,
} from '../../api/types.js'
