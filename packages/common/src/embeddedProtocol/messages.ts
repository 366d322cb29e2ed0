/**
 * The window messages between the host page and the secure frame (SPEC §7),
 * and the frame user the service answers. The one definition: the host
 * connector and the frame (@latch/embedded), core's social-login wait and
 * the service (latch-api) all import it from `@latch/common/embedded-protocol`.
 *
 * Every message is an envelope `{ latch: 1, type, id, payload }`. The host
 * sends `@latch-app/<NAME>` with a fresh random `id`; the frame answers the
 * same `id` with exactly one `@latch-frame/<NAME>_SUCCESS` (payload: the
 * result) or `@latch-frame/<NAME>_ERROR` (payload: `{ message }`, a message
 * of SPEC §8). The frame also sends events, which carry no request id
 * (`id` is a fresh random id too), listed in `FrameEventPayloads`.
 */

/** Requests from the host page to the frame, with their payloads. */
export type AppRequestPayloads = {
  SWITCH_NETWORK: { chainId: number | string }
  CONNECT_EMAIL: { email: string }
  CONNECT_DEVICE: Record<string, never>
  CONNECT_OTP: { otp: string }
  /**
   * `uri`: the callback URL the popup posted (SOCIAL_CALLBACK). Without it
   * (a provider's page cut `window.opener`), the frame finishes the login
   * it started with GET_SOCIAL_REDIRECT_URI (or `state`), waiting until the
   * popup reached the callback.
   */
  CONNECT_SOCIAL: {
    uri?: string
    state?: string
    preferredAccountType?: AccountType
  }
  /** Opens a Sign In With Farcaster channel; answers its sign-in `url`. */
  GET_FARCASTER_URI: Record<string, never>
  /**
   * Waits (no host timeout) until the Farcaster client approved the
   * sign-in of the last GET_FARCASTER_URI, then logs in; fails when it
   * expired (5 min) or a newer GET_FARCASTER_URI replaced it.
   */
  CONNECT_FARCASTER: Record<string, never>
  /**
   * Passkey login (WebAuthn `get` in the frame), or with `create` a new
   * passkey-owned wallet: the frame first shows its own screen, as the
   * browser lets a cross-origin frame create a credential only after a
   * click in it. With `recover` (the e-mail and its code from
   * PASSKEY_RECOVERY_CODE), a new passkey added to the wallet of that
   * e-mail (the frame's screen first, as for `create`).
   */
  CONNECT_PASSKEY: {
    create?: boolean
    recover?: { email: string; otp: string }
  }
  /** Mails a code to recover the passkey wallet of `email` on this device. */
  PASSKEY_RECOVERY_CODE: { email: string }
  /** A signed-in passkey user attaches `email` for recovery: a code goes there… */
  ADD_PASSKEY_EMAIL: { email: string }
  /** …and its code attaches it. */
  ADD_PASSKEY_EMAIL_OTP: { otp: string }
  GET_USER: {
    chainId?: number | string
    preferredAccountType?: AccountType
    socialUri?: string
  }
  GET_SOCIAL_REDIRECT_URI: { provider: SocialLoginProvider }
  SIGN_OUT: Record<string, never>
  IS_CONNECTED: { token?: string }
  GET_CHAIN_ID: Record<string, never>
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: Record<string, never>
  INIT_SMART_ACCOUNT: Record<string, never>
  SET_PREFERRED_ACCOUNT: { type: AccountType }
  RPC_REQUEST: { chainId?: number | string; method: string; params?: unknown }
  UPDATE_EMAIL: { email: string }
  UPDATE_EMAIL_PRIMARY_OTP: { otp: string }
  UPDATE_EMAIL_SECONDARY_OTP: { otp: string }
  SYNC_THEME: {
    themeMode?: 'light' | 'dark'
    themeVariables?: object
    /** The host's locale (BCP 47) for the frame's own screens; optional. */
    locale?: string
  }
  SYNC_DAPP_DATA: {
    projectId: string
    sdkVersion: string
    sdkType?: string
    metadata?: {
      name: string
      description: string
      url: string
      icons: readonly string[]
    }
  }
  RELOAD: Record<string, never>
  /**
   * The host closed the approval view (or aborted the request): the frame
   * rejects the open approval and the queued ones ('Signature declined').
   */
  CANCEL_APPROVALS: Record<string, never>
}

/** What each request's `_SUCCESS` reply carries. */
export type AppRequestResults = {
  SWITCH_NETWORK: { chainId: number | string }
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
  CONNECT_DEVICE: { action: 'VERIFY_OTP' }
  CONNECT_OTP: FrameUser
  CONNECT_SOCIAL: FrameUser
  GET_FARCASTER_URI: { url: string }
  CONNECT_FARCASTER: FrameUser
  CONNECT_PASSKEY: FrameUser
  PASSKEY_RECOVERY_CODE: { action: 'VERIFY_OTP' }
  ADD_PASSKEY_EMAIL: { action: 'VERIFY_OTP' }
  ADD_PASSKEY_EMAIL_OTP: { email: string }
  GET_USER: FrameUser
  GET_SOCIAL_REDIRECT_URI: { uri: string }
  SIGN_OUT: Record<string, never>
  IS_CONNECTED: { isConnected: boolean }
  GET_CHAIN_ID: { chainId: number | string }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    smartAccountEnabledNetworks: readonly number[]
  }
  INIT_SMART_ACCOUNT: { address: string; isDeployed: boolean }
  SET_PREFERRED_ACCOUNT: { type: AccountType; address: string }
  RPC_REQUEST: unknown
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }
  UPDATE_EMAIL_PRIMARY_OTP: { action: 'VERIFY_SECONDARY_OTP' }
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string }
  SYNC_THEME: Record<string, never>
  SYNC_DAPP_DATA: Record<string, never>
  RELOAD: Record<string, never>
  CANCEL_APPROVALS: { cancelled: number }
}

/** Events the frame sends on its own (no request id to match). */
export type FrameEventPayloads = {
  /** The frame script runs and listens; the host waits 500 ms more (SPEC §4). */
  READY: { version: string }
  /** The frame could not start: 'origin not allowed', 'invalid key', … */
  INIT_ERROR: { message: string }
  /** A not-safe request waits for the user: show the frame (ApproveTransaction). */
  APPROVAL_OPEN: {
    method: string
    /**
     * What the screen asks, in the frame's words ("Sign message", "Send
     * 0.5 ETH"): the host's header says it, the screen does not repeat it.
     */
    title?: string
  }
  /** The user approved or rejected: hide the frame again. */
  APPROVAL_CLOSE: { approved: boolean }
  /**
   * The approval screen's content height (CSS px), sent when shown and as
   * it changes: the host sizes the frame's box to it (no empty gap).
   */
  APPROVAL_SIZE: { height: number }
  /** The session ended on the service ('Session Expired') or was signed out. */
  SESSION_ENDED: { message: string }
  ACCOUNTS_CHANGED: { accounts: readonly string[] }
  CHAIN_CHANGED: { chainId: number | string }
  /**
   * One line of the frame's log (only when the page asked for it with the
   * frame URL's `logger=true`): message names, never payloads.
   */
  LOG: { line: string }
}

export type AppRequestName = keyof AppRequestPayloads

// `satisfies` keeps this list equal to AppRequestPayloads' keys.
const requestNames = {
  SWITCH_NETWORK: true,
  CONNECT_EMAIL: true,
  CONNECT_DEVICE: true,
  CONNECT_OTP: true,
  CONNECT_SOCIAL: true,
  GET_FARCASTER_URI: true,
  CONNECT_FARCASTER: true,
  CONNECT_PASSKEY: true,
  PASSKEY_RECOVERY_CODE: true,
  ADD_PASSKEY_EMAIL: true,
  ADD_PASSKEY_EMAIL_OTP: true,
  GET_USER: true,
  GET_SOCIAL_REDIRECT_URI: true,
  SIGN_OUT: true,
  IS_CONNECTED: true,
  GET_CHAIN_ID: true,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: true,
  INIT_SMART_ACCOUNT: true,
  SET_PREFERRED_ACCOUNT: true,
  RPC_REQUEST: true,
  UPDATE_EMAIL: true,
  UPDATE_EMAIL_PRIMARY_OTP: true,
  UPDATE_EMAIL_SECONDARY_OTP: true,
  SYNC_THEME: true,
  SYNC_DAPP_DATA: true,
  RELOAD: true,
  CANCEL_APPROVALS: true,
} as const satisfies Record<AppRequestName, true>

/** Every request name, for checking a message at run time (the frame). */
export const APP_REQUEST_NAMES = Object.keys(
  requestNames,
) as readonly AppRequestName[]

/** SPEC §5: the social providers, for checking a message at run time. */
export const SOCIAL_LOGIN_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const satisfies readonly SocialLoginProvider[]

export type FrameEventName = keyof FrameEventPayloads

export type AccountType = 'eoa' | 'smartAccount'

/**
 * SPEC §5: the embedded wallet's OAuth social providers (GET_SOCIAL_REDIRECT_URI).
 * Farcaster logs in through its own messages (GET_FARCASTER_URI).
 */
export type SocialLoginProvider =
  | 'google'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'x'
  | 'discord'

/** The signed-in user as the frame reports it (SPEC §3 frame user). */
export type FrameUser = {
  email: string | null
  address: string
  chainId: number | string
  accounts: readonly { address: string; type: AccountType }[]
  /** The user's Solana address (base58), when the service has Solana. */
  solanaAddress?: string | undefined
  userName?: string | undefined
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  socialProvider?: SocialLoginProvider | 'farcaster' | undefined
  /** A passkey user's signing credential (a passkey wallet). */
  passkey?: { id: string; publicKey: string } | undefined
}

/**
 * The user as the service answers it (`{ user }` of GET /session and of
 * every login): the frame user without `chainId`, which the frame adds (the
 * chain the host last switched to). `socialProvider` is whatever provider
 * the service logged in with: one of SPEC §5 or its generic OpenID Connect
 * one (`oidc`).
 */
export type ServiceUser = Omit<FrameUser, 'chainId' | 'socialProvider'> & {
  socialProvider?: string | undefined
}

export const APP_PREFIX = '@latch-app/'
export const FRAME_PREFIX = '@latch-frame/'

/**
 * The message the service's social callback page posts to its opener (the
 * frame) with `{ uri }`; core waits for it too when the popup lost its
 * opener to the frame.
 */
export const SOCIAL_CALLBACK_TYPE = `${FRAME_PREFIX}SOCIAL_CALLBACK`

/**
 * The service's (and so the frame's) message while a social login by
 * `state` has not reached its callback yet (409 `social_pending`): the
 * host asks again (a login in Telegram's external browser takes longer
 * than one CONNECT_SOCIAL wait).
 */
export const SOCIAL_PENDING_MESSAGE =
  'The social login has not reached its callback yet'

/** One envelope on the wire, either direction. */
export type FrameEnvelope = {
  latch: 1
  /** `@latch-app/NAME`, `@latch-frame/NAME_SUCCESS|_ERROR`, `@latch-frame/EVENT`. */
  type: string
  /** Random id (crypto.randomUUID()); replies repeat the request's. */
  id: string
  payload?: unknown
}

/**
 * SPEC §9 timings of the secure frame (the e-mail cooldown, which core
 * uses too, is `EMAIL_COOLDOWN_MS` of `constants/embeddedWallet.ts`,
 * exported here as well).
 */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const FRAME_READY_DELAY_MS = 500
export const FRAME_SIGN_OUT_WAIT_MS = 3_000

/**
 * SPEC §6 methods the frame answers without asking the user (read-only);
 * a rejection of one never aborts anything.
 */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_requestAccounts',
  'net_version',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
  'web3_clientVersion',
]

/** SPEC §6 methods that need the user's approval inside the frame. */
export const NOT_SAFE_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_requestExecutionPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

/**
 * The not-safe EVM methods the embedded-wallet service signs (after
 * /rpc/prepare); it refuses every other not-safe method on an EVM chain
 * ('Requested RPC call is not allowed'), so the frame refuses those up
 * front, before any approval screen.
 */
export const EVM_SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  // Smart sessions (ERC-7715).
  'wallet_grantPermissions',
  'wallet_requestExecutionPermissions',
  'wallet_revokePermissions',
] as const

/** The solana_* methods the service signs, on a `solana:` chain only. */
export const SOLANA_SIGNING_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const
