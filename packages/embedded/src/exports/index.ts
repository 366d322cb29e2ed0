export {
  type AccountType,
  APP_PREFIX,
  type AppRequestName,
  type AppRequestPayloads,
  type AppRequestResults,
  EMAIL_COOLDOWN_MS,
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
  type SocialLoginProvider,
} from '@latch/common/embedded-protocol'
export { embeddedWallet } from '../connector/embeddedWallet.js'
export type { EmbeddedWalletParameters } from '../connector/types.js'
