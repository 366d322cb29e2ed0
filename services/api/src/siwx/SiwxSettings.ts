import type { RateLimitSettings } from '../analytics/AnalyticsSettings.js'

/** Lifetimes, bounds and rate limits of sign-in (README "Sign-in (SIWX)"). */
export type SiwxSettings = {
  /**
   * How long a nonce from /v1/siwx/nonce can be used, in seconds. (env
   * `LATCH_API_SIWX_NONCE_TTL_SECONDS`) @default 300
   */
  nonceTtlSeconds: number
  /**
   * Longest session, in seconds: a session ends at the message's
   * `expirationTime` or this long after sign-in, whichever comes first.
   * (env `LATCH_API_SIWX_SESSION_TTL_SECONDS`) @default 604800 (7 days)
   */
  sessionTtlSeconds: number
  /**
   * How far a message's `issuedAt` may be ahead of the server clock, in
   * seconds. (env `LATCH_API_SIWX_CLOCK_SKEW_SECONDS`) @default 60
   */
  clockSkewSeconds: number
  /**
   * HMAC key of the nonces, hex, at least 32 bytes (env
   * `LATCH_API_SIWX_NONCE_KEY`). Nonces are stateless (a MAC over project,
   * expiry and random bytes), so every instance needs the same key.
   * @default a key generated once and kept in the database (`siwx_keys`)
   */
  nonceKey?: string | undefined
  /**
   * Nonces issued per second per client IP (IPv6: per /64). (env `LATCH_API_SIWX_NONCE_RATE`
   * / `_NONCE_BURST`) @default { ratePerSecond: 2, burst: 20 }
   */
  nonceRateLimit: RateLimitSettings
  /**
   * Sign-ins (POST /v1/siwx/verify) per second per client IP. (env
   * `LATCH_API_SIWX_VERIFY_RATE` / `_VERIFY_BURST`)
   * @default { ratePerSecond: 2, burst: 20 }
   */
  verifyRateLimit: RateLimitSettings
  /**
   * Session reads, sign-outs and revocations per second per client IP.
   * (env `LATCH_API_SIWX_SESSION_RATE` / `_SESSION_BURST`)
   * @default { ratePerSecond: 10, burst: 60 }
   */
  sessionRateLimit: RateLimitSettings
  /**
   * Least time between two sweeps of expired used nonces and sessions by one
   * process. (env `LATCH_API_SIWX_SWEEP_INTERVAL_MS`) @default 60000
   */
  sweepIntervalMs: number
  /**
   * Timeout of a chain node call made to check a contract account's
   * signature (EIP-1271 / EIP-6492), ms. (env
   * `LATCH_API_SIWX_RPC_TIMEOUT_MS`) @default 5000
   */
  rpcTimeoutMs: number
}
