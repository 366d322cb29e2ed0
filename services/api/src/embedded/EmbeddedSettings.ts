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
  /** One code per e-mail per this many ms. @default 30_000 (SPEC §9) */
  resendCooldownMs: number
  /** Failed code attempts counted per e-mail and per client IP. */
  lockout: {
    /** Failures of one e-mail within `windowMs` that lock it. @default 10 */
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
   * Base URL of device-approval links; the request's origin when unset.
   * (env `LATCH_EMBEDDED_PUBLIC_URL`)
   */
  publicUrl?: string | undefined
  /** Folder holding the frame's built `frame.js` and `frame.css`. */
  frameDir: string
  /** Trust the last `X-Forwarded-For` hop as the client IP. @default false */
  trustProxy: boolean
}
