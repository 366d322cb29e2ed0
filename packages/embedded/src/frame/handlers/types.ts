import type {
  AccountType,
  AppRequestName,
  AppRequestPayloads,
  AppRequestResults,
} from '@latch/common/embedded-protocol'
import type { ApprovalQueue } from '../approval/createApprovalQueue.js'
import type { FrameMessenger } from '../createFrameMessenger.js'
import type { FrameScreenText } from '../messages/FrameScreenText.js'
import type { FrameConfig } from '../readFrameConfig.js'
import type { FrameStorage } from '../service/createFrameStorage.js'
import type { ServiceClient } from '../service/createServiceClient.js'

export type DappData = AppRequestPayloads['SYNC_DAPP_DATA']

/** What every handler may use; one per frame. */
export type FrameContext = {
  config: FrameConfig
  /** The pinned host page origin. */
  origin: string
  service: ServiceClient
  storage: FrameStorage
  messenger: FrameMessenger
  approvals: ApprovalQueue
  /**
   * Mutable frame state: the e-mail being signed in, the app's metadata,
   * the `state` of the social login under way, the approval screen's
   * words (the host's locale) and their catalogue being loaded.
   */
  state: {
    email: string | undefined
    dapp: DappData | undefined
    socialState?: string | undefined
    /** The channel token of the Farcaster sign-in under way. */
    farcasterToken?: string | undefined
    /**
     * The account type the host prefers for the chain (GET_USER,
     * CONNECT_SOCIAL, SET_PREFERRED_ACCOUNT); smart account when unsaid.
     */
    accountType?: AccountType | undefined
    /** The service's smart-account chains, asked once (`toFrameUser`). */
    smartAccountNetworks?: Promise<readonly number[]> | undefined
    text: FrameScreenText
    textLoading: Promise<void>
  }
  document: Document
  reload(): void
  now(): number
  sleep(ms: number): Promise<void>
}

/** Answers a request once; later calls are ignored. */
export type Reply = {
  success(result: unknown): void
  error(message: string): void
}

/**
 * A request handler: resolves with the `_SUCCESS` payload or throws (a
 * `FrameServiceError` carries the `_ERROR` message). A handler that must
 * act after its reply (the approval closes after it) calls `reply` itself.
 */
export type Handler<name extends AppRequestName> = (
  payload: Record<string, unknown>,
  context: FrameContext,
  reply: Reply,
) => Promise<AppRequestResults[name]>

export type Handlers<names extends AppRequestName = AppRequestName> = {
  [name in names]: Handler<name>
}
