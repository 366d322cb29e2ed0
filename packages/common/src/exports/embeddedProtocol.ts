// @latch/common/embedded-protocol: the embedded wallet's message contract —
// the window messages between host page and secure frame, the frame user the
// service answers, and the review it prepares for an approval. Types and
// constants only (no library), so the frame bundle, core and latch-api can
// all import it.
export { EMAIL_COOLDOWN_MS } from '../constants/embeddedWallet.js'
export {
  type AccountType,
  APP_PREFIX,
  APP_REQUEST_NAMES,
  type AppRequestName,
  type AppRequestPayloads,
  type AppRequestResults,
  EVM_SIGNING_METHODS,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_PREFIX,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SIGN_OUT_WAIT_MS,
  type FrameEnvelope,
  type FrameEventName,
  type FrameEventPayloads,
  type FrameUser,
  NOT_SAFE_RPC_METHODS,
  SAFE_RPC_METHODS,
  type ServiceUser,
  SOCIAL_CALLBACK_TYPE,
  SOCIAL_LOGIN_PROVIDERS,
  SOCIAL_PENDING_MESSAGE,
  SOLANA_SIGNING_METHODS,
  type SocialLoginProvider,
} from '../embeddedProtocol/messages.js'
export type {
  EmbeddedReview,
  EvmCallReview,
  EvmMessageReview,
  EvmPermissionsReview,
  EvmTransactionReview,
  EvmTypedDataReview,
  PreparedRequest,
  ReviewAssetChange,
  ReviewDecodedCall,
  ReviewField,
  ReviewSwap,
  ReviewSwapToken,
  ReviewWarning,
  SolanaReview,
} from '../embeddedProtocol/review.js'
