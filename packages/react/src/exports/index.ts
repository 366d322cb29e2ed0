// @latch/react: createLatch, the provider, hooks and buttons. The modal is
// not exported: LatchProvider loads it lazily as one chunk.

// Types of core that hook results expose.
export type {
  Config,
  CreateConfigParameters,
  Eip1193Provider,
  LatchEvent,
  Nft,
  OpenModalParameters,
  SIWXSession,
  SiwxState,
  ThemeMode,
  ThemeVariables,
  TokenBalance,
  Transaction,
  TransactionsByYear,
  ViewName,
  WalletInfo,
} from '@latch/core'
export { AccountButton } from '../buttons/AccountButton.js'
export { ConnectButton } from '../buttons/ConnectButton.js'
export { NetworkButton } from '../buttons/NetworkButton.js'
export {
  type CreateLatchParameters,
  createLatch,
  type Latch,
} from '../createLatch.js'
export type { FundAction } from '../fund/FundAction.js'
export { setFundAction } from '../fund/setFundAction.js'
export {
  type UseAccountDetailsReturnType,
  useAccountDetails,
} from '../hooks/useAccountDetails.js'
export {
  type UseCallsStatusParameters,
  type UseCallsStatusReturnType,
  useCallsStatus,
} from '../hooks/useCallsStatus.js'
export {
  type UseCapabilitiesReturnType,
  useCapabilities,
} from '../hooks/useCapabilities.js'
export { useConfig } from '../hooks/useConfig.js'
export {
  type UseDisconnectReturnType,
  useDisconnect,
} from '../hooks/useDisconnect.js'
export {
  type UseEstimateGasReturnType,
  useEstimateGas,
} from '../hooks/useEstimateGas.js'
export {
  type UseGrantPermissionsReturnType,
  useGrantPermissions,
} from '../hooks/useGrantPermissions.js'
export { type UseLatchReturnType, useLatch } from '../hooks/useLatch.js'
export {
  type UseLatchAccountReturnType,
  useLatchAccount,
} from '../hooks/useLatchAccount.js'
export { useLatchEvents } from '../hooks/useLatchEvents.js'
export {
  type UseLatchNetworkReturnType,
  useLatchNetwork,
} from '../hooks/useLatchNetwork.js'
export {
  type UseLatchProviderReturnType,
  useLatchProvider,
} from '../hooks/useLatchProvider.js'
export {
  type UseLatchStateReturnType,
  useLatchState,
} from '../hooks/useLatchState.js'
export {
  type UseLatchThemeReturnType,
  useLatchTheme,
} from '../hooks/useLatchTheme.js'
export { type UseLocaleReturnType, useLocale } from '../hooks/useLocale.js'
export { type UseNftsReturnType, useNfts } from '../hooks/useNfts.js'
export {
  type UsePermissionsParameters,
  type UsePermissionsReturnType,
  usePermissions,
} from '../hooks/usePermissions.js'
export {
  type UseProfileReturnType,
  useProfile,
} from '../hooks/useProfile.js'
export {
  type UseRevokePermissionsReturnType,
  useRevokePermissions,
} from '../hooks/useRevokePermissions.js'
export {
  type UseSendCallsReturnType,
  useSendCalls,
} from '../hooks/useSendCalls.js'
export {
  type UseSendTransactionReturnType,
  useSendTransaction,
} from '../hooks/useSendTransaction.js'
export {
  type UseSignMessageReturnType,
  useSignMessage,
} from '../hooks/useSignMessage.js'
export {
  type UseSignTypedDataReturnType,
  useSignTypedData,
} from '../hooks/useSignTypedData.js'
export { type UseSiwxReturnType, useSiwx } from '../hooks/useSiwx.js'
export {
  type UseSiwxSessionReturnType,
  useSiwxSession,
} from '../hooks/useSiwxSession.js'
export {
  type UseTokenBalancesReturnType,
  useTokenBalances,
} from '../hooks/useTokenBalances.js'
export {
  type UseTransactionsReturnType,
  useTransactions,
} from '../hooks/useTransactions.js'
export {
  type UseWaitForTransactionReceiptParameters,
  type UseWaitForTransactionReceiptReturnType,
  useWaitForTransactionReceipt,
} from '../hooks/useWaitForTransactionReceipt.js'
export {
  type UseWalletInfoReturnType,
  useWalletInfo,
} from '../hooks/useWalletInfo.js'
export {
  type UseWriteContractReturnType,
  useWriteContract,
} from '../hooks/useWriteContract.js'
export { LatchInlineModal } from '../inline/LatchInlineModal.js'
export {
  LatchProviderNotFoundError,
  type LatchProviderNotFoundErrorType,
} from '../internal/LatchProviderNotFoundError.js'
export type { OpenParameters } from '../internal/OpenParameters.js'
export { LatchProvider, type LatchProviderProps } from '../LatchProvider.js'
export { preferredLocale } from '../messages/preferredLocale.js'
export type { ViewMessages as Messages } from '../messages/useViewMessages.js'
