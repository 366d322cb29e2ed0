import type { RateLimitSettings } from '../analytics/AnalyticsSettings.js'

/** Limits and key of the Verify endpoints (README "Verify"). */
export type VerifySettings = {
  /**
   * Lifetime of an attestation, in seconds: the JWT's `exp` and how long
   * its record answers lookups. It covers a proposal's 5-minute lifetime
   * plus clock skew between the server and the wallet. (env
   * `LATCH_API_VERIFY_TTL_SECONDS`) @default 600
   */
  ttlSeconds: number
  /**
   * Attestations registered (GET page or POST) per second per client IP.
   * (env `LATCH_API_VERIFY_IP_RATE` / `_IP_BURST`)
   * @default { ratePerSecond: 5, burst: 30 }
   */
  ipRateLimit: RateLimitSettings
  /**
   * Lookups and public-key reads per second per client IP. (env
   * `LATCH_API_VERIFY_LOOKUP_RATE` / `_LOOKUP_BURST`)
   * @default { ratePerSecond: 20, burst: 100 }
   */
  lookupRateLimit: RateLimitSettings
  /**
   * Most attestation records kept; past it new ones are answered (JWT) but
   * not stored until a sweep frees room. (env `LATCH_API_VERIFY_MAX_RECORDS`)
   * @default 100000
   */
  maxRecords: number
  /**
   * Least time between two sweeps of expired records by one process. (env
   * `LATCH_API_VERIFY_SWEEP_INTERVAL_MS`) @default 60000
   */
  sweepIntervalMs: number
  /**
   * The ES256 signing key as a private P-256 JWK (JSON with `d`). When
   * unset, the key is generated once and kept in the database, shared by
   * every instance. (env `LATCH_API_VERIFY_KEY`)
   */
  privateJwk?: string | undefined
}
