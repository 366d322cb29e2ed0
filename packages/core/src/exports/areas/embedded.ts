// @latch/core, embedded: the embedded wallet (the auth connector itself is
// @latch/embedded's): e-mail, social, Farcaster and passkey login, its
// approvals and errors.

export type { AccountType } from '@latch/common/embedded-protocol'
export { cancelFarcasterLogin } from '../../actions/auth/cancelFarcasterLogin.js'
export {
  type ConnectDeviceReturnType,
  connectDevice,
} from '../../actions/auth/connectDevice.js'
export {
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../../actions/auth/connectEmail.js'
export {
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from '../../actions/auth/connectFarcaster.js'
export {
  type ConnectOtpParameters,
  type ConnectOtpReturnType,
  connectOtp,
} from '../../actions/auth/connectOtp.js'
export {
  type ConnectPasskeyParameters,
  type ConnectPasskeyReturnType,
  connectPasskey,
} from '../../actions/auth/connectPasskey.js'
export {
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from '../../actions/auth/connectSocial.js'
export { getAuthConnector } from '../../actions/auth/getAuthConnector.js'
export { getEmailCooldown } from '../../actions/auth/getEmailCooldown.js'
export { getEmbeddedApproval } from '../../actions/auth/getEmbeddedApproval.js'
export { getEmbeddedUser } from '../../actions/auth/getEmbeddedUser.js'
export {
  type GetFarcasterUriReturnType,
  getFarcasterUri,
} from '../../actions/auth/getFarcasterUri.js'
export { getFarcasterUrl } from '../../actions/auth/getFarcasterUrl.js'
export { getSocialLogin } from '../../actions/auth/getSocialLogin.js'
export { preloadEmbeddedWallet } from '../../actions/auth/preloadEmbeddedWallet.js'
export {
  type SendPasskeyRecoveryCodeParameters,
  sendPasskeyRecoveryCode,
} from '../../actions/auth/sendPasskeyRecoveryCode.js'
export {
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../../actions/auth/setPreferredAccountType.js'
export {
  type ShowEmbeddedFrameParameters,
  showEmbeddedFrame,
} from '../../actions/auth/showEmbeddedFrame.js'
export {
  type StartSocialLoginParameters,
  type StartSocialLoginReturnType,
  startSocialLogin,
} from '../../actions/auth/startSocialLogin.js'
export {
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../../actions/auth/updateEmail.js'
export {
  type UpdateEmailPrimaryOtpParameters,
  type UpdateEmailPrimaryOtpReturnType,
  updateEmailPrimaryOtp,
} from '../../actions/auth/updateEmailPrimaryOtp.js'
export {
  type UpdateEmailSecondaryOtpParameters,
  type UpdateEmailSecondaryOtpReturnType,
  updateEmailSecondaryOtp,
} from '../../actions/auth/updateEmailSecondaryOtp.js'
export { watchEmbeddedApproval } from '../../actions/auth/watchEmbeddedApproval.js'
export { watchEmbeddedUser } from '../../actions/auth/watchEmbeddedUser.js'
export { watchFarcasterUrl } from '../../actions/auth/watchFarcasterUrl.js'
export {
  EmbeddedDependencyLoadError,
  type EmbeddedDependencyLoadErrorType,
} from '../../auth/EmbeddedDependencyLoadError.js'
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
} from '../../auth/errors.js'
export {
  filterTelegramSocials,
  type TelegramPlatform,
} from '../../auth/filterTelegramSocials.js'
export { getEmailCooldownSeconds } from '../../auth/getEmailCooldownSeconds.js'
export {
  type EmbeddedAlert,
  getEmbeddedAlert,
} from '../../auth/getEmbeddedAlert.js'
export {
  type GetEmbeddedErrorParameters,
  getEmbeddedError,
} from '../../auth/getEmbeddedError.js'
export { getTelegramPlatform } from '../../auth/getTelegramPlatform.js'
export { isAuthConnector } from '../../auth/isAuthConnector.js'
export {
  embeddedSocialProviders,
  isEmbeddedSocialProvider,
} from '../../auth/isEmbeddedSocialProvider.js'
export { isValidEmail } from '../../auth/isValidEmail.js'
export {
  clearLoginCache,
  readLoginCache,
  writeLoginCache,
} from '../../auth/loginCache.js'
export {
  openSocialPopup,
  SOCIAL_POPUP_NAME,
  type SocialPopupSize,
} from '../../auth/openSocialPopup.js'
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
} from '../../auth/types.js'
