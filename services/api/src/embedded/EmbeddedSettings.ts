/**
 * Settings of the embedded-wallet service. `getEmbeddedSettings` fills
 * them from the environment (`LATCH_EMBEDDED_*`) and the defaults.
 */
export type EmbeddedSettings = {
  /** AES-256-GCM key wrapping every user key (32 bytes). */
  masterKey: Uint8Array
  /** Session lifetime, ms. @default 7 days (env `LATCH_EMBEDDED_SESSION_TTL`) */
  sessionTtlMs: number
  /** One-time code lifetime, ms. @default 600_000 */
  codeTtlMs: number
  /** Wrong attempts one code allows before it is burnt. @default 5 */
  codeMaxAttempts: number
  /**
   * One login mail per (e-mail, device) per this many ms. @default 30_000
   * (SPEC §9)
   */
  resendCooldownMs: number
  /**
   * Failed code attempts, counted per (e-mail, device), per client IP
   * bucket, and per e-mail only for devices never approved for it.
   */
  lockout: {
    /**
     * Failures within `windowMs` that lock one (e-mail, device), and one
     * e-mail for its unknown devices. @default 10
     */
    maxFailures: number
    /**
     * Failures from one client IP within `windowMs` that lock it (higher:
     * several people may share an address). @default 50
     */
    maxFailuresPerIp: number
    /** @default 900_000 (15 min) */
    windowMs: number
  }
  /**
   * Mails (codes, links) one client IP may trigger per window, across
   * addresses (against mail bombing). @default { max: 30, windowMs: 900_000 }
   */
  mailLimit: { max: number; windowMs: number }
  /**
   * Login mails (codes, device links) to devices never approved for the
   * address, per address (`max`) and per (address, client IP bucket)
   * (`maxPerIp`) within `windowMs`, against mail bombing with fresh device
   * ids. Known devices are not counted nor held up.
   * @default { max: 10, maxPerIp: 3, windowMs: 900_000 }
   */
  newDeviceMailLimit: { max: number; maxPerIp: number; windowMs: number }
  /** Device-approval link lifetime, ms. @default 900_000 */
  deviceLinkTtlMs: number
  /** How long POST /email/device waits before 408 device_pending. @default 25_000 */
  devicePollMs: number
  /** Outgoing mail. */
  mail: {
    /** @default 'smtp://127.0.0.1:2525' (env `LATCH_EMBEDDED_SMTP_URL`) */
    smtpUrl: string
    /** @default 'Latch <no-reply@latch.localhost>' (env `LATCH_EMBEDDED_MAIL_FROM`) */
    from: string
  }
  /**
   * The service's public origin (env `LATCH_EMBEDDED_PUBLIC_URL`): base of
   * every link it writes (device approval, social `redirect_uri`) and a
   * Host it answers. Required when it does not listen on loopback.
   */
  publicUrl?: string | undefined
  /**
   * The origin the service actually listens on (`http://127.0.0.1:8789`),
   * set by `createEmbeddedExtension` once listening: the links' base
   * without `publicUrl`, and a Host it answers.
   */
  listenUrl?: string | undefined
  /**
   * Origins whose ERC-7677 paymaster services the wallet calls when a
   * `wallet_sendCalls` asks for sponsorship (`capabilities.paymasterService`;
   * env `LATCH_EMBEDDED_PAYMASTER_ORIGINS`, comma separated). The service
   * fetches only these: a page cannot make it call anything else. @default []
   */
  paymasterOrigins: readonly string[]
  /**
   * JSON-RPC URLs of OP Mainnet (chain 10) where Sign In With Farcaster
   * reads the IdRegistry's `idOf` (env `LATCH_EMBEDDED_FARCASTER_RPC_URL`,
   * comma separated; on the devnet: an anvil with the registry stand-in).
   * Empty: chain 10's RPC URLs of the blockchain settings, if any; none at
   * all → Farcaster login is off. @default []
   */
  farcasterRpcUrls: readonly string[]
  /** Folder holding the frame's built `frame.js` and `frame.css`. */
  frameDir: string
  /** Trust the last `X-Forwarded-For` hop as the client IP. @default false */
  trustProxy: boolean
}
