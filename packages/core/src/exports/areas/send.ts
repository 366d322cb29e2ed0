// @latch/core, send: the Send flow: its state, validation, fees and errors.

export {
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../../actions/estimateSendFee.js'
export {
  type GetSendStateReturnType,
  getSendState,
} from '../../actions/getSendState.js'
export {
  type GetSentTransactionsReturnType,
  getSentTransactions,
} from '../../actions/getSentTransactions.js'
export {
  type IsSendSupportedParameters,
  isSendSupported,
} from '../../actions/isSendSupported.js'
export { resetSendState } from '../../actions/resetSendState.js'
export {
  type ResolveSendReceiverParameters,
  type ResolveSendReceiverReturnType,
  resolveSendReceiver,
} from '../../actions/resolveSendReceiver.js'
export {
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../../actions/sendToken.js'
export {
  type SetSendStateParameters,
  setSendState,
} from '../../actions/setSendState.js'
export { watchSendState } from '../../actions/watchSendState.js'
export { watchSentTransactions } from '../../actions/watchSentTransactions.js'
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
} from '../../send/errors.js'
export {
  type GetMaxSendAmountParameters,
  getMaxSendAmount,
} from '../../send/getMaxSendAmount.js'
export { parseSendAmount } from '../../send/parseSendAmount.js'
export {
  type PrepareSendParameters,
  type PrepareSendReturnType,
  prepareSend,
} from '../../send/prepareSend.js'
export type { SendState, SentTransaction } from '../../send/types.js'
export {
  type ValidateSendErrorType,
  type ValidateSendParameters,
  type ValidateSendReturnType,
  validateSend,
} from '../../send/validateSend.js'
