// @latch/core, siwx: sign-in with a wallet (SIWX, classic SIWE) and its errors.

export {
  type GetSiwxSessionReturnType,
  getSiwxSession,
} from '../../actions/getSiwxSession.js'
export { type SignInReturnType, signIn } from '../../actions/signIn.js'
export { signOut } from '../../actions/signOut.js'
export { watchSiwxSession } from '../../actions/watchSiwxSession.js'
export {
  createSiwxMessage,
  type SiwxMessageOptions,
} from '../../siwx/createSiwxMessage.js'
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
} from '../../siwx/errors.js'
export {
  type FormatSiwxMessageErrorType,
  formatSiwxMessage,
} from '../../siwx/formatSiwxMessage.js'
export { isOneClickAuth } from '../../siwx/isOneClickAuth.js'
export { isSiwxClosePrevented } from '../../siwx/isSiwxClosePrevented.js'
export { type LocalSiwxParameters, localSiwx } from '../../siwx/localSiwx.js'
export {
  SiwxInvalidMessageError,
  type SiwxInvalidMessageErrorType,
} from '../../siwx/messageErrors.js'
export { type ServerSiwxParameters, serverSiwx } from '../../siwx/serverSiwx.js'
export type {
  SIWEConfig,
  SIWECreateMessageArgs,
  SIWESession,
} from '../../siwx/siweConfig.js'
export type {
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SiwxState,
  SiwxStatus,
} from '../../siwx/types.js'
