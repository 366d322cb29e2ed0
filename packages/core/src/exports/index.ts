// Actions

export { createEmitter, type Emitter } from '@latch/common'
export type { AccountType } from '@latch/common/embedded-protocol'
export { cancelFarcasterLogin } from '../actions/auth/cancelFarcasterLogin.js'
// Embedded wallet (the auth connector itself is @latch/embedded's)
export {
  type ConnectDeviceReturnType,
  connectDevice,
} from '../actions/auth/connectDevice.js'
export {
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../actions/auth/connectEmail.js'
export {
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from '../actions/auth/connectFarcaster.js'
export {
  type ConnectOtpParameters,
  type ConnectOtpReturnType,
  connectOtp,
} from '../actions/auth/connectOtp.js'
export {
  type ConnectPasskeyParameters,
  type ConnectPasskeyReturnType,
  connectPasskey,
} from '../actions/auth/connectPasskey.js'
export {
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from '../actions/auth/connectSocial.js'
export { getAuthConnector } from '../actions/auth/getAuthConnector.js'
export { getEmailCooldown } from '../actions/auth/getEmailCooldown.js'
export { getEmbeddedApproval } from '../actions/auth/getEmbeddedApproval.js'
export { getEmbeddedUser } from '../actions/auth/getEmbeddedUser.js'
export {
  type GetFarcasterUriReturnType,
  getFarcasterUri,
} from '../actions/auth/getFarcasterUri.js'
export { getFarcasterUrl } from '../actions/auth/getFarcasterUrl.js'
export { getSocialLogin } from '../actions/auth/getSocialLogin.js'
export { preloadEmbeddedWallet } from '../actions/auth/preloadEmbeddedWallet.js'
export {
  type SendPasskeyRecoveryCodeParameters,
  sendPasskeyRecoveryCode,
} from '../actions/auth/sendPasskeyRecoveryCode.js'
export {
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../actions/auth/setPreferredAccountType.js'
export {
  type ShowEmbeddedFrameParameters,
  showEmbeddedFrame,
} from '../actions/auth/showEmbeddedFrame.js'
export {
  type StartSocialLoginParameters,
  type StartSocialLoginReturnType,
  startSocialLogin,
} from '../actions/auth/startSocialLogin.js'
export {
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../actions/auth/updateEmail.js'
export {
  type UpdateEmailPrimaryOtpParameters,
  type UpdateEmailPrimaryOtpReturnType,
  updateEmailPrimaryOtp,
} from '../actions/auth/updateEmailPrimaryOtp.js'
export {
  type UpdateEmailSecondaryOtpParameters,
  type UpdateEmailSecondaryOtpReturnType,
  updateEmailSecondaryOtp,
} from '../actions/auth/updateEmailSecondaryOtp.js'
export { watchEmbeddedApproval } from '../actions/auth/watchEmbeddedApproval.js'
export { watchEmbeddedUser } from '../actions/auth/watchEmbeddedUser.js'
export { watchFarcasterUrl } from '../actions/auth/watchFarcasterUrl.js'
export { closeModal } from '../actions/closeModal.js'
export {
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.js'
export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
} from '../actions/connectWalletConnect.js'
// Server rendering
export {
  cookieToInitialState,
  type InitialState,
} from '../actions/cookieToInitialState.js'
export { destroyConfig } from '../actions/destroyConfig.js'
export {
  type DisconnectParameters,
  disconnect,
} from '../actions/disconnect.js'
export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from '../actions/estimateGas.js'
export {
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../actions/estimateSendFee.js'
export { type GetAccountReturnType, getAccount } from '../actions/getAccount.js'
export {
  type GetAccountDetailsReturnType,
  getAccountDetails,
} from '../actions/getAccountDetails.js'
export {
  type GetAccountNameSuggestionsParameters,
  getAccountNameSuggestions,
} from '../actions/getAccountNameSuggestions.js'
export {
  type GetAddressNameParameters,
  getAddressName,
} from '../actions/getAddressName.js'
export {
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from '../actions/getBalance.js'
export {
  type CallReceipt,
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '../actions/getCallsStatus.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../actions/getCapabilities.js'
export { getConnectors } from '../actions/getConnectors.js'
export { getLocale } from '../actions/getLocale.js'
export {
  type GetLogsReturnType,
  getLogs,
} from '../actions/getLogs.js'
export {
  type GetModalStateReturnType,
  getModalState,
} from '../actions/getModalState.js'
export { type GetNetworkReturnType, getNetwork } from '../actions/getNetwork.js'
export { getNetworkStatus } from '../actions/getNetworkStatus.js'
export {
  type GetNftsParameters,
  getNfts,
} from '../actions/getNfts.js'
export {
  type GetNftsStateReturnType,
  getNftsState,
} from '../actions/getNftsState.js'
export {
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
} from '../actions/getOnrampOptions.js'
export { getOnrampOrder } from '../actions/getOnrampOrder.js'
export {
  type GetOnrampQuoteParameters,
  getOnrampQuote,
} from '../actions/getOnrampQuote.js'
export {
  type GetPermissionsErrorType,
  type GetPermissionsParameters,
  type GetPermissionsReturnType,
  getPermissions,
  type SmartSession,
} from '../actions/getPermissions.js'
export {
  type GetProfileParameters,
  type GetProfileReturnType,
  getProfile,
} from '../actions/getProfile.js'
export {
  type GetProfileStateReturnType,
  getProfileState,
} from '../actions/getProfileState.js'
export { getProvider } from '../actions/getProvider.js'
export { getRecentWallets } from '../actions/getRecentWallets.js'
export {
  type GetSendStateReturnType,
  getSendState,
} from '../actions/getSendState.js'
export {
  type GetSentTransactionsReturnType,
  getSentTransactions,
} from '../actions/getSentTransactions.js'
export {
  type GetSiwxSessionReturnType,
  getSiwxSession,
} from '../actions/getSiwxSession.js'
export {
  type GetSwapQuoteParameters,
  getSwapQuote,
  isNativeSwapToken,
} from '../actions/getSwapQuote.js'
export {
  type GetSwapTokensReturnType,
  getSwapTokens,
} from '../actions/getSwapTokens.js'
export { getTheme } from '../actions/getTheme.js'
export {
  type GetTokenBalancesParameters,
  getTokenBalances,
} from '../actions/getTokenBalances.js'
export {
  type GetTokenBalancesStateReturnType,
  getTokenBalancesState,
} from '../actions/getTokenBalancesState.js'
export {
  type GetTransactionReceiptErrorType,
  type GetTransactionReceiptParameters,
  type GetTransactionReceiptReturnType,
  getTransactionReceipt,
} from '../actions/getTransactionReceipt.js'
export {
  type GetTransactionsParameters,
  getTransactions,
  type HistoryPages,
} from '../actions/getTransactions.js'
export {
  type GetTransactionsStateReturnType,
  getTransactionsState,
} from '../actions/getTransactionsState.js'
export {
  type GetWalletConnectStateReturnType,
  getWalletConnectState,
} from '../actions/getWalletConnectState.js'
export {
  type DirectoryWallet,
  type GetWalletDirectoryParameters,
  type GetWalletDirectoryReturnType,
  getWalletDirectory,
} from '../actions/getWalletDirectory.js'
export { getWalletInfo, type WalletInfo } from '../actions/getWalletInfo.js'
export { goBack } from '../actions/goBack.js'
export { goBackToIndex } from '../actions/goBackToIndex.js'
export {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
  type PermissionAmount,
  type SessionPermissionRequest,
  type SessionSigner,
} from '../actions/grantPermissions.js'
export { hideToast } from '../actions/hideToast.js'
export {
  type HydrateParameters,
  type HydrateReturnType,
  hydrate,
} from '../actions/hydrate.js'
export {
  type IsHistorySupportedParameters,
  isHistorySupported,
} from '../actions/isHistorySupported.js'
export {
  type IsSendSupportedParameters,
  isSendSupported,
} from '../actions/isSendSupported.js'
export { type OpenModalParameters, openModal } from '../actions/openModal.js'
export {
  type OpenOnrampCheckoutParameters,
  type OpenOnrampCheckoutReturnType,
  openOnrampCheckout,
} from '../actions/openOnrampCheckout.js'
export {
  type OpenWalletConnectParameters,
  openWalletConnect,
} from '../actions/openWalletConnect.js'
export {
  type OpenWalletConnectBasicParameters,
  openWalletConnectBasic,
} from '../actions/openWalletConnectBasic.js'
export {
  type PopTransactionStackParameters,
  popTransactionStack,
} from '../actions/popTransactionStack.js'
export { pushTransactionStack } from '../actions/pushTransactionStack.js'
export { pushView } from '../actions/pushView.js'
export { type ReconnectParameters, reconnect } from '../actions/reconnect.js'
export { refreshAfterOnramp } from '../actions/refreshAfterOnramp.js'
export {
  type RefreshBalanceParameters,
  refreshBalance,
} from '../actions/refreshBalance.js'
export {
  DEFAULT_NAME_SUFFIX,
  type RegisterAccountNameParameters,
  registerAccountName,
} from '../actions/registerAccountName.js'
export { replaceView } from '../actions/replaceView.js'
export { resetSendState } from '../actions/resetSendState.js'
export { resetView } from '../actions/resetView.js'
export { resetWcConnection } from '../actions/resetWcConnection.js'
export {
  type ResolveAccountNameParameters,
  resolveAccountName,
} from '../actions/resolveAccountName.js'
export {
  type ResolveSendReceiverParameters,
  type ResolveSendReceiverReturnType,
  resolveSendReceiver,
} from '../actions/resolveSendReceiver.js'
export {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from '../actions/revokePermissions.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../actions/sendCalls.js'
export {
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../actions/sendToken.js'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '../actions/sendTransaction.js'
export {
  type SetAccountTabParameters,
  setAccountTab,
} from '../actions/setAccountTab.js'
export {
  type SetAddressLabelParameters,
  setAddressLabel,
} from '../actions/setAddressLabel.js'
export {
  type SetAddressLabelsParameters,
  setAddressLabels,
} from '../actions/setAddressLabels.js'
export { setLocale } from '../actions/setLocale.js'
export { setModalEmbedded } from '../actions/setModalEmbedded.js'
export { setModalLoading } from '../actions/setModalLoading.js'
export {
  type SetSendStateParameters,
  setSendState,
} from '../actions/setSendState.js'
export { setThemeMode } from '../actions/setThemeMode.js'
export { setThemeVariables } from '../actions/setThemeVariables.js'
export { setWcLinking } from '../actions/setWcLinking.js'
export { shakeModal } from '../actions/shakeModal.js'
export {
  type ShowCallsStatusErrorType,
  type ShowCallsStatusParameters,
  showCallsStatus,
} from '../actions/showCallsStatus.js'
export { type ShowToastParameters, showToast } from '../actions/showToast.js'
export { type SignInReturnType, signIn } from '../actions/signIn.js'
export {
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage.js'
export { signOut } from '../actions/signOut.js'
export {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from '../actions/signTypedData.js'
export {
  getSwapState,
  resetSwapState,
  type SetSwapStateParameters,
  setSwapState,
  watchSwapState,
} from '../actions/swapState.js'
export {
  type SwapTokensReturnType,
  swapTokens,
} from '../actions/swapTokens.js'
export {
  type SwitchAccountErrorType,
  type SwitchAccountParameters,
  switchAccount,
} from '../actions/switchAccount.js'
export {
  type SwitchNetworkParameters,
  switchNetwork,
} from '../actions/switchNetwork.js'
export {
  type WaitForTransactionReceiptErrorType,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
  waitForTransactionReceipt,
} from '../actions/waitForTransactionReceipt.js'
export { watchAccount } from '../actions/watchAccount.js'
export { watchAccountDetails } from '../actions/watchAccountDetails.js'
export { watchConnectors } from '../actions/watchConnectors.js'
export {
  type WatchEventsParameters,
  watchEvents,
} from '../actions/watchEvents.js'
export { watchLocale } from '../actions/watchLocale.js'
export { watchModalState } from '../actions/watchModalState.js'
export { watchNetwork } from '../actions/watchNetwork.js'
export { watchNetworkStatus } from '../actions/watchNetworkStatus.js'
export { watchNfts } from '../actions/watchNfts.js'
export { watchProfile } from '../actions/watchProfile.js'
export { watchSendState } from '../actions/watchSendState.js'
export { watchSentTransactions } from '../actions/watchSentTransactions.js'
export { watchSiwxSession } from '../actions/watchSiwxSession.js'
export { watchTheme } from '../actions/watchTheme.js'
export { watchTokenBalances } from '../actions/watchTokenBalances.js'
export { watchTransactions } from '../actions/watchTransactions.js'
export { watchWalletConnectState } from '../actions/watchWalletConnectState.js'
export { watchWalletInfo } from '../actions/watchWalletInfo.js'
export {
  type WriteContractErrorType,
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from '../actions/writeContract.js'
// API (the client itself is at @latch/core/api)
export {
  type CheckProjectParameters,
  type CheckProjectReturnType,
  checkProject,
} from '../api/checkProject.js'
export type {
  SwapQuote,
  SwapRoute,
  SwapToken,
  SwapTransaction,
} from '../api/convert.js'
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
} from '../api/errors.js'
export { isValidAccountName } from '../api/isValidAccountName.js'
export type {
  OnrampNetwork,
  OnrampOptions,
  OnrampOrder,
  OnrampQuote,
} from '../api/onramp.js'
export { startAnalytics } from '../api/startAnalytics.js'
export type {
  Identity,
  NameRecord,
  NameSuggestion,
  Nft,
  TokenBalance,
  Transaction,
  TransactionTransfer,
  WalletRecord,
} from '../api/types.js'
export {
  EmbeddedDependencyLoadError,
  type EmbeddedDependencyLoadErrorType,
} from '../auth/EmbeddedDependencyLoadError.js'
export {
  AuthConnectorNotFoundError,
  type AuthConnectorNotFoundErrorType,
  EmailCooldownError,
  type EmailCooldownErrorType,
  EmbeddedRequestAbortedError,
  type EmbeddedRequestAbortedErrorType,
  EmbeddedRpcNotAllowedError,
  type EmbeddedRpcNotAllowedErrorType,
  EmbeddedSessionExpiredError,
  type EmbeddedSessionExpiredErrorType,
  EmbeddedUnverifiedDomainError,
  type EmbeddedUnverifiedDomainErrorType,
  EmbeddedWalletError,
  type EmbeddedWalletErrorType,
  EmbeddedWalletLoadError,
  type EmbeddedWalletLoadErrorType,
  EmbeddedWalletTimeoutError,
  type EmbeddedWalletTimeoutErrorType,
  InvalidEmailError,
  type InvalidEmailErrorType,
  InvalidOtpError,
  type InvalidOtpErrorType,
  InvalidSocialProviderError,
  type InvalidSocialProviderErrorType,
  SocialLoginCancelledError,
  type SocialLoginCancelledErrorType,
  TelegramLoginStateError,
  type TelegramLoginStateErrorType,
} from '../auth/errors.js'
export {
  filterTelegramSocials,
  type TelegramPlatform,
} from '../auth/filterTelegramSocials.js'
export { getEmailCooldownSeconds } from '../auth/getEmailCooldownSeconds.js'
export {
  type EmbeddedAlert,
  getEmbeddedAlert,
} from '../auth/getEmbeddedAlert.js'
export {
  type GetEmbeddedErrorParameters,
  getEmbeddedError,
} from '../auth/getEmbeddedError.js'
export { getTelegramPlatform } from '../auth/getTelegramPlatform.js'
export { isAuthConnector } from '../auth/isAuthConnector.js'
export {
  embeddedSocialProviders,
  isEmbeddedSocialProvider,
} from '../auth/isEmbeddedSocialProvider.js'
export { isValidEmail } from '../auth/isValidEmail.js'
export {
  clearLoginCache,
  readLoginCache,
  writeLoginCache,
} from '../auth/loginCache.js'
export {
  openSocialPopup,
  SOCIAL_POPUP_NAME,
  type SocialPopupSize,
} from '../auth/openSocialPopup.js'
export type {
  AuthConnector,
  AuthConnectorEventMap,
  AuthConnectResult,
  ConnectEmailAction,
  EmbeddedApproval,
  EmbeddedSocialProvider,
  EmbeddedUser,
  FrameRect,
  UpdateEmailAction,
} from '../auth/types.js'
// Connectors
export {
  type ConnectorGroup,
  type ConnectorGroupsParameters,
  connectorGroups,
} from '../connectors/connectorGroups.js'
export { createConnector } from '../connectors/createConnector.js'
export { createNamespaceProvider } from '../connectors/createNamespaceProvider.js'
export { type InjectedParameters, injected } from '../connectors/injected.js'
export {
  PairingCancelledError,
  type PairingCancelledErrorType,
  WalletConnectConnectorNotFoundError,
  type WalletConnectConnectorNotFoundErrorType,
  WalletConnectSwitchChainError,
  type WalletConnectSwitchChainErrorType,
} from '../connectors/walletConnect/errors.js'
export { formatWalletLink } from '../connectors/walletConnect/formatWalletLink.js'
export {
  SignClientNotInitializedError,
  type SignClientNotInitializedErrorType,
  WalletConnectNamespaceNotConfiguredError,
  type WalletConnectNamespaceNotConfiguredErrorType,
  WalletConnectNotConnectedError,
  type WalletConnectNotConnectedErrorType,
} from '../connectors/walletConnect/guardErrors.js'
export { isPairingExpired } from '../connectors/walletConnect/isPairingExpired.js'
export { watchAnnouncedProviders } from '../connectors/watchAnnouncedProviders.js'
// Config
export {
  type CreateConfigParameters,
  createConfig,
  type SignInConfig,
} from '../createConfig.js'
export type {
  DataCache,
  DataEntry,
  DataStatus,
  FetchOptions,
  InvalidateOptions,
} from '../data/createDataCache.js'
export { type DataKind, dataKey, keyMatches } from '../data/dataKey.js'
export { dataLifetime } from '../data/dataLifetime.js'
export { startStatus } from '../effects/startStatus.js'
export { startWhen } from '../effects/startWhen.js'
export {
  ConflictingSignInOptionsError,
  type ConflictingSignInOptionsErrorType,
  InvalidConfigError,
  type InvalidConfigErrorType,
  NamespaceAdapterMissingError,
  type NamespaceAdapterMissingErrorType,
  ProjectIdNotConfiguredError,
  type ProjectIdNotConfiguredErrorType,
} from '../errors/config.js'
export {
  ConnectorAccountNotFoundError,
  type ConnectorAccountNotFoundErrorType,
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  NetworkNotConfiguredError,
  type NetworkNotConfiguredErrorType,
  ProviderNotFoundError,
  type ProviderNotFoundErrorType,
  SwitchAccountNotFoundError,
  type SwitchAccountNotFoundErrorType,
} from '../errors/connector.js'
export {
  RpcProviderNotFoundError,
  type RpcProviderNotFoundErrorType,
  RpcUrlMissingError,
  type RpcUrlMissingErrorType,
  RpcUrlNotHttpError,
  type RpcUrlNotHttpErrorType,
} from '../errors/rpc.js'
// Errors
export {
  InvalidPermissionsResponseError,
  type InvalidPermissionsResponseErrorType,
  SmartSessionsDisabledError,
  type SmartSessionsDisabledErrorType,
  SmartSessionsUnsupportedError,
  type SmartSessionsUnsupportedErrorType,
} from '../errors/smartSessions.js'
export type { LogEntry } from '../logger/createLogger.js'
export {
  OnrampUnavailableError,
  type OnrampUnavailableErrorType,
} from '../onramp/errors.js'
export {
  checkFiatAmount,
  type FiatAmountProblem,
  formatCents,
  parseFiatCents,
} from '../onramp/fiatAmount.js'
export { isStandInOnrampQuote } from '../onramp/standInOnrampQuote.js'
// Send
export {
  InsufficientSendBalanceError,
  type InsufficientSendBalanceErrorType,
  InvalidReceiverAddressError,
  type InvalidReceiverAddressErrorType,
  InvalidSendAmountError,
  type InvalidSendAmountErrorType,
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendInProgressError,
  type SendInProgressErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
  SendUnsupportedChainError,
  type SendUnsupportedChainErrorType,
} from '../send/errors.js'
export {
  type GetMaxSendAmountParameters,
  getMaxSendAmount,
} from '../send/getMaxSendAmount.js'
export { parseSendAmount } from '../send/parseSendAmount.js'
export {
  type PrepareSendParameters,
  type PrepareSendReturnType,
  prepareSend,
} from '../send/prepareSend.js'
export type { SendState, SentTransaction } from '../send/types.js'
export {
  type ValidateSendErrorType,
  type ValidateSendParameters,
  type ValidateSendReturnType,
  validateSend,
} from '../send/validateSend.js'
// Sign-in (SIWX)
export {
  createSiwxMessage,
  type SiwxMessageOptions,
} from '../siwx/createSiwxMessage.js'
export {
  SiwxAccountNotFoundError,
  type SiwxAccountNotFoundErrorType,
  SiwxNetworkNotFoundError,
  type SiwxNetworkNotFoundErrorType,
  SiwxNotConfiguredError,
  type SiwxNotConfiguredErrorType,
  SiwxRequestError,
  type SiwxRequestErrorType,
  SiwxUnsupportedNamespaceError,
  type SiwxUnsupportedNamespaceErrorType,
  SiwxVerificationError,
  type SiwxVerificationErrorType,
} from '../siwx/errors.js'
export {
  type FormatSiwxMessageErrorType,
  formatSiwxMessage,
} from '../siwx/formatSiwxMessage.js'
export { isOneClickAuth } from '../siwx/isOneClickAuth.js'
export { isSiwxClosePrevented } from '../siwx/isSiwxClosePrevented.js'
export { type LocalSiwxParameters, localSiwx } from '../siwx/localSiwx.js'
export {
  SiwxInvalidMessageError,
  type SiwxInvalidMessageErrorType,
} from '../siwx/messageErrors.js'
export { type ServerSiwxParameters, serverSiwx } from '../siwx/serverSiwx.js'
export type {
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWESession,
} from '../siwx/siweConfig.js'
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SiwxState,
  SiwxStatus,
} from '../siwx/types.js'
// Router
export { type RouterAction, routerReducer } from '../state/routerReducer.js'
export {
  getTransactionEndAction,
  type TransactionAction,
  type TransactionEnd,
} from '../state/transactionStack.js'
// Storage
export {
  type CookieStorageParameters,
  cookieStorage,
} from '../storage/cookieStorage.js'
export {
  type CreateStorageParameters,
  createStorage,
  type LatchStorage,
} from '../storage/createStorage.js'
export { getDefaultStorage } from '../storage/getDefaultStorage.js'
export { memoryStorage } from '../storage/memoryStorage.js'
export { noopStorage } from '../storage/noopStorage.js'
export type {
  RecentWallet,
  StorageItems,
  StoredConnection,
} from '../storage/storageItems.js'
export type { BaseStorage } from '../storage/types.js'
export { SWAP_QUOTE_REFRESH_MS } from '../swap/constants.js'
export {
  SwapBatchPendingError,
  type SwapBatchPendingErrorType,
  SwapInProgressError,
  type SwapInProgressErrorType,
  SwapRevertedError,
  type SwapRevertedErrorType,
  SwapTokensRequiredError,
  type SwapTokensRequiredErrorType,
  SwapUnsupportedChainError,
  type SwapUnsupportedChainErrorType,
} from '../swap/errors.js'
export { SWAP_SLIPPAGE } from '../swap/nextSwapState.js'
export { canBatchAtomically } from '../swap/swapPlan.js'
export type { SwapQuoteResult, SwapState } from '../swap/types.js'
export {
  createMutation,
  type Mutation,
  type MutationState,
  type MutationStatus,
} from '../transactions/createMutation.js'
export type { TransactionRequest } from '../transactions/eip155/toRpcTransaction.js'
export {
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  TransactionReceiptNotFoundError,
  type TransactionReceiptNotFoundErrorType,
  UnsupportedTransactionNamespaceError,
  type UnsupportedTransactionNamespaceErrorType,
  WaitForTransactionReceiptTimeoutError,
  type WaitForTransactionReceiptTimeoutErrorType,
} from '../transactions/errors.js'
export type { Call } from '../transactions/validateCalls.js'
export type {
  AdapterBalance,
  AdapterSendFee,
  NamespaceAdapter,
  NamespaceSessionRequest,
} from '../types/adapter.js'
export type {
  BitcoinAddress,
  BitcoinAddressPurpose,
  BitcoinProvider,
  BitcoinSignInput,
} from '../types/bitcoin.js'
// Types
export type {
  AppMetadata,
  Config,
  ConfigOptions,
  ConnectorContext,
  CreateConnectorFn,
  CustomWallet,
  Features,
  SocialProvider,
} from '../types/config.js'
export type {
  ConnectedWallet,
  Connector,
  ConnectorEventMap,
  ConnectorType,
  ConnectResult,
  NamespaceConnection,
  NamespaceProviders,
  SessionEvent,
} from '../types/connector.js'
export type {
  Eip1193Provider,
  Eip1193RequestArguments,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
} from '../types/eip1193.js'
export type {
  LatchEvent,
  LatchEventMap,
  LatchEventName,
  TrackEventName,
} from '../types/events.js'
export type { OpenableView, Route, ViewName } from '../types/route.js'
export type {
  SolanaCommitment,
  SolanaProvider,
  SolanaSendOptions,
} from '../types/solana.js'
export type {
  AccountTab,
  Alert,
  ConnectionStatus,
  ModalState,
  NamespaceState,
  State,
  ThemeMode,
  ThemeVariables,
  Toast,
  ToastVariant,
  TransactionsByYear,
} from '../types/state.js'
export type {
  WalletConnectState,
  WalletConnectWallet,
  WalletLink,
} from '../types/walletConnect.js'
export { addressLabelKey } from '../utils/addressLabelKey.js'
export { blockExplorerUrl } from '../utils/blockExplorerUrl.js'
export { shallowEqual } from '../utils/shallowEqual.js'
export { toProviderError } from '../utils/toProviderError.js'
