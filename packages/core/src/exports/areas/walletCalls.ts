// @latch/core, walletCalls: requests to the wallet and the chain: sign, send
// transactions and calls, receipts, capabilities, permissions (smart sessions),
// and their errors.

export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from '../../actions/estimateGas.js'
export {
  type CallReceipt,
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '../../actions/getCallsStatus.js'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../../actions/getCapabilities.js'
export {
  type GetLogsReturnType,
  getLogs,
} from '../../actions/getLogs.js'
export {
  type GetPermissionsErrorType,
  type GetPermissionsParameters,
  type GetPermissionsReturnType,
  getPermissions,
  type SmartSession,
} from '../../actions/getPermissions.js'
export {
  type GetTransactionReceiptErrorType,
  type GetTransactionReceiptParameters,
  type GetTransactionReceiptReturnType,
  getTransactionReceipt,
} from '../../actions/getTransactionReceipt.js'
export {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
  type PermissionAmount,
  type SessionPermissionRequest,
  type SessionSigner,
} from '../../actions/grantPermissions.js'
export {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from '../../actions/revokePermissions.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../../actions/sendCalls.js'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '../../actions/sendTransaction.js'
export {
  type ShowCallsStatusErrorType,
  type ShowCallsStatusParameters,
  showCallsStatus,
} from '../../actions/showCallsStatus.js'
export {
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../../actions/signMessage.js'
export {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from '../../actions/signTypedData.js'
export {
  type WaitForTransactionReceiptErrorType,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
  waitForTransactionReceipt,
} from '../../actions/waitForTransactionReceipt.js'
export {
  type WriteContractErrorType,
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from '../../actions/writeContract.js'
export {
  RpcProviderNotFoundError,
  type RpcProviderNotFoundErrorType,
  RpcUrlMissingError,
  type RpcUrlMissingErrorType,
  RpcUrlNotHttpError,
  type RpcUrlNotHttpErrorType,
} from '../../errors/rpc.js'
export {
  InvalidPermissionsResponseError,
  type InvalidPermissionsResponseErrorType,
  SmartSessionsDisabledError,
  type SmartSessionsDisabledErrorType,
  SmartSessionsUnsupportedError,
  type SmartSessionsUnsupportedErrorType,
} from '../../errors/smartSessions.js'
export {
  createMutation,
  type Mutation,
  type MutationState,
  type MutationStatus,
} from '../../transactions/createMutation.js'
export type { TransactionRequest } from '../../transactions/eip155/toRpcTransaction.js'
export {
  InvalidWalletResponseError,
  type InvalidWalletResponseErrorType,
  TransactionReceiptNotFoundError,
  type TransactionReceiptNotFoundErrorType,
  UnsupportedTransactionNamespaceError,
  type UnsupportedTransactionNamespaceErrorType,
  WaitForTransactionReceiptTimeoutError,
  type WaitForTransactionReceiptTimeoutErrorType,
} from '../../transactions/errors.js'
export type { Call } from '../../transactions/validateCalls.js'
