/** A token bucket: tokens added per second and the largest burst. */
export type RateLimitSettings = { ratePerSecond: number; burst: number }

/** Limits of POST /e (README "Analytics"). */
export type AnalyticsSettings = {
  /** Events per second per project. @default { ratePerSecond: 50, burst: 200 } */
  projectRateLimit: RateLimitSettings
  /** Events per second per client IP. @default { ratePerSecond: 5, burst: 20 } */
  ipRateLimit: RateLimitSettings
  /** Events stored per project per UTC day. @default 100000 */
  maxEventsPerDay: number
  /** Bytes stored per project per UTC day (event text + props). @default 50 MB */
  maxBytesPerDay: number
  /** Days events are kept; older ones are deleted. @default 30 */
  retentionDays: number
  /** Least time between two retention sweeps of one process. @default 10 min */
  sweepIntervalMs: number
}
