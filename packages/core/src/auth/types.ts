import type { Emitter } from '@latch/common'
import type {
  AccountType,
  SocialLoginProvider,
} from '@latch/common/embedded-protocol'
import type { Connector, ConnectResult } from '../types/connector.js'

/**
 * The OAuth social providers of the embedded wallet (SPEC §5), logged in
 * with `connectSocial`. Farcaster, also in `features.socials`, logs in
 * with `getFarcasterUri` + `connectFarcaster`. The embedded wallet's
 * message contract defines them.
 */
export type EmbeddedSocialProvider = SocialLoginProvider

/** The signed-in user of the embedded wallet (SPEC §3 account user). */
export type EmbeddedUser = {
  /** The account address the frame signs for. */
  readonly address: string
  /** Null for social logins that gave no e-mail. */
  readonly email: string | null
  /** The provider's user name (social logins). */
  readonly username?: string | undefined
  /** Set when the user logged in through a social provider. */
  readonly socialProvider?: EmbeddedSocialProvider | 'farcaster' | undefined
  /** Which of the user's accounts `address` is (SPEC §3 account types). */
  readonly accountType?: AccountType | undefined
  /**
   * The user's smart account, when the current chain has smart accounts
   * (the embedded-wallet service runs a bundler for it).
   */
  readonly smartAccountAddress?: string | undefined
  /** Whether the smart account in use has code yet (its first operation deploys it). */
  readonly smartAccountDeployed?: boolean | undefined
  /** The EVM chain `address` and `smartAccountDeployed` were read on. */
  readonly chainId?: number | undefined
  /** A passkey wallet (its e-mail, when attached, is for recovery). */
  readonly passkey?: boolean | undefined
}

/** A connection made through the auth connector. */
export type AuthConnectResult = ConnectResult & { readonly user: EmbeddedUser }

/** Where the frame shows itself (viewport pixels, position: fixed). */
export type FrameRect = {
  readonly top: number
  readonly left: number
  readonly width: number
  readonly height: number
}

/** A request the frame shows for approval (SPEC §2 ApproveTransaction). */
export type EmbeddedApproval = {
  /** The RPC method waiting for the user, e.g. `personal_sign`. */
  readonly method: string
  /**
   * What the frame's screen asks, in its words ("Sign message", "Send
   * 0.5 ETH"): the modal's header for the ApproveTransaction view.
   */
  readonly title?: string | undefined
}

/** What `connectEmail` answers (SPEC §4 e-mail connect actions). */
export type ConnectEmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** What `updateEmail` answers: which code is asked next. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** Events the auth connector reports besides the ordinary connector ones. */
export type AuthConnectorEventMap = {
  /** A not-safe request waits for the user inside the frame. */
  approvalOpen: EmbeddedApproval
  /** The user approved or rejected inside the frame. */
  approvalClose: { readonly approved: boolean }
  /** The user changed (login, e-mail update); undefined after sign-out. */
  user: EmbeddedUser | undefined
  /**
   * A failure the modal should show as an alert (load failure, request
   * timeout, unverified domain, invalid configuration, session expiry).
   */
  error: { readonly error: Error }
  /** A line of the frame's log (its `logger` option), for `getLogs`. */
  log: { readonly line: string }
}

/**
 * The embedded-wallet connector (type `AUTH`, SPEC §3): an ordinary
 * connector plus the e-mail and social login of the secure frame. Core
 * defines it; `@latch/embedded`'s `embeddedWallet()` implements it.
 * https://latch.dev/docs/core/connectors/auth
 */
export type AuthConnector = Connector & {
  readonly type: 'AUTH'
  readonly chainNamespace: 'eip155'
  /** The embedded-wallet service's origin (frame and social callback). */
  readonly origin: string
  /** Frame events: approvals, user, errors, reports. */
  readonly authEmitter: Emitter<AuthConnectorEventMap>
  /** Loads the frame chunk ahead of need (e.g. on focus of the e-mail field). */
  preload(): Promise<void>
  /**
   * Starts an e-mail login; with `passkeyRecovery`, mails a code to
   * recover the passkey wallet of `email` instead (`VERIFY_OTP`).
   */
  connectEmail(parameters: {
    email: string
    passkeyRecovery?: boolean
  }): Promise<{ action: ConnectEmailAction }>
  connectDevice(): Promise<{ action: 'VERIFY_OTP' }>
  /** Finishes an e-mail login; the connector is then connected. */
  connectOtp(parameters: { otp: string }): Promise<EmbeddedUser>
  getSocialRedirectUri(parameters: {
    provider: EmbeddedSocialProvider
  }): Promise<{ uri: string }>
  /**
   * Logs in with a passkey, or with `create` makes a new wallet a passkey
   * owns, or with `recover` (an e-mail and its recovery code) adds a new
   * passkey to the wallet of that e-mail (the frame shows its own screen
   * first for both); the connector is then connected.
   */
  connectPasskey(parameters: {
    create?: boolean
    recover?: { email: string; otp: string }
  }): Promise<EmbeddedUser>
  /**
   * Finishes a social login with the callback URI, or by its `state` (the
   * service's relay: the browser that logged in had no opener to post the
   * URI to, e.g. inside Telegram; the frame waits some seconds for it,
   * then fails with SOCIAL_PENDING_MESSAGE); the connector is then connected.
   */
  connectSocial(
    parameters: { uri: string } | { state: string },
  ): Promise<EmbeddedUser>
  /** Opens a Sign In With Farcaster request: its URL (QR code, mobile link). */
  getFarcasterUri(): Promise<{ url: string }>
  /**
   * Waits until the Farcaster client approved the last `getFarcasterUri`
   * (or it expired, or `reload` gave it up); the connector is then connected.
   */
  connectFarcaster(): Promise<EmbeddedUser>
  /**
   * Reloads the frame (SPEC §7 reload), giving up a Farcaster sign-in
   * under way (SPEC §2 back rule).
   */
  reload(): void
  /** For a passkey wallet without an e-mail: attaches one (`VERIFY_SECONDARY_OTP`). */
  updateEmail(parameters: {
    email: string
  }): Promise<{ action: UpdateEmailAction }>
  updateEmailPrimaryOtp(parameters: {
    otp: string
  }): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  updateEmailSecondaryOtp(parameters: {
    otp: string
  }): Promise<{ email: string }>
  /** The signed-in user (undefined when signed out). */
  getUser(): Promise<EmbeddedUser | undefined>
  /**
   * Uses the smart account or the EOA on the current chain (SPEC §7 set
   * preferred account); the connection's account changes with it.
   */
  setPreferredAccountType(parameters: {
    type: AccountType
  }): Promise<EmbeddedUser>
  /** Shows the frame over `rect` (ApproveTransaction), or hides it. */
  showFrame(rect: FrameRect | undefined): void
  /**
   * The page stops waiting for the request the frame shows for approval
   * (it rejects with 4001) and the frame hides.
   */
  cancelApproval(): void
  /**
   * The modal's theme (mode and variables) and locale (BCP 47), for the
   * frame's own screens (approval).
   */
  syncTheme(parameters: {
    themeMode: 'light' | 'dark'
    locale?: string
    themeVariables?: Readonly<Record<string, string>>
  }): void
}
