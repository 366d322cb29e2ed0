/** A token bucket: tokens added per second and the largest burst. */
export type RateLimitSettings = { ratePerSecond: number; burst: number }

/** Limits of POST /e and POST /batch (README "Analytics"). */
export type AnalyticsSettings = {
  /**
   * Events per second per project. (env `LATCH_API_ANALYTICS_PROJECT_RATE`
   * / `_PROJECT_BURST`) @default { ratePerSecond: 50, burst: 200 }
   */
  projectRateLimit: RateLimitSettings
  /**
   * Events per second per client IP. The burst holds one full batch. (env
   * `LATCH_API_ANALYTICS_IP_RATE` / `_IP_BURST`)
   * @default { ratePerSecond: 5, burst: 50 }
   */
  ipRateLimit: RateLimitSettings
  /**
   * Events stored per project per UTC day. (env
   * `LATCH_API_ANALYTICS_MAX_EVENTS_PER_DAY`) @default 100000
   */
  maxEventsPerDay: number
  /**
   * Bytes stored per project per UTC day (event text + props). (env
   * `LATCH_API_ANALYTICS_MAX_BYTES_PER_DAY`) @default 50 MB
   */
  maxBytesPerDay: number
  /**
   * Days events are kept; older ones are deleted. (env
   * `LATCH_API_ANALYTICS_RETENTION_DAYS`) @default 30
   */
  retentionDays: number
  /**
   * Least time between two retention sweeps of one process, ms. (env
   * `LATCH_API_ANALYTICS_SWEEP_INTERVAL_MS`) @default 10 min
   */
  sweepIntervalMs: number
  /**
   * Most events in one POST /batch (each counts against the rate limits
   * and the daily quota like one POST /e). (env
   * `LATCH_API_ANALYTICS_MAX_BATCH_EVENTS`) @default 50 (10 s of events at
   * the per-IP rate: the reference client flushes every 10 s)
   */
  maxBatchEvents: number
  /**
   * Largest POST /batch body, in bytes. (env
   * `LATCH_API_ANALYTICS_MAX_BATCH_BYTES`) @default 65536 (the browsers'
   * `sendBeacon` bound)
   */
  maxBatchBytes: number
}
