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
   * Lifetime of a frame token, in seconds: the page's script redeems it at
   * once. (env `LATCH_API_VERIFY_TOKEN_TTL_SECONDS`) @default 60
   */
  tokenTtlSeconds: number
  /**
   * Attestation pages, and separately their POSTs, per second per client
   * IP. (env `LATCH_API_VERIFY_IP_RATE` / `_IP_BURST`)
   * @default { ratePerSecond: 5, burst: 30 }
   */
  ipRateLimit: RateLimitSettings
  /**
   * Frame tokens issued per second per project, one bucket for the
   * project's own (allowed) origins and one for every other origin, so
   * look-alike pages cannot spend the real pages' share. (env
   * `LATCH_API_VERIFY_PROJECT_RATE` / `_PROJECT_BURST`)
   * @default { ratePerSecond: 20, burst: 200 }
   */
  projectRateLimit: RateLimitSettings
  /**
   * Frame tokens issued per second per project and client IP (/64 for
   * IPv6). (env `LATCH_API_VERIFY_PROJECT_IP_RATE` / `_PROJECT_IP_BURST`)
   * @default { ratePerSecond: 2, burst: 20 }
   */
  projectIpRateLimit: RateLimitSettings
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
