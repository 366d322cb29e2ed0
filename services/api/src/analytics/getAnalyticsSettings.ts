import { defineEnvSettings } from '../app/defineEnvSettings.js'
import type { AnalyticsSettings } from './AnalyticsSettings.js'

/**
 * The limits of POST /e and POST /batch: the defaults, then the
 * `LATCH_API_ANALYTICS_*` variables named on the fields of
 * `AnalyticsSettings` (a number that is not positive is ignored), then
 * `overrides`.
 *
 * @example
 * getAnalyticsSettings({ env: {} }).retentionDays // 30
 */
export const getAnalyticsSettings = defineEnvSettings<AnalyticsSettings>(
  'LATCH_API_ANALYTICS_',
  ({ number, bucket }) => ({
    projectRateLimit: bucket('PROJECT', 50, 200),
    ipRateLimit: bucket('IP', 5, 50),
    maxEventsPerDay: Math.floor(number('MAX_EVENTS_PER_DAY', 100_000)),
    maxBytesPerDay: Math.floor(number('MAX_BYTES_PER_DAY', 50_000_000)),
    retentionDays: number('RETENTION_DAYS', 30),
    sweepIntervalMs: number('SWEEP_INTERVAL_MS', 10 * 60_000),
    maxBatchEvents: Math.floor(number('MAX_BATCH_EVENTS', 50)),
    maxBatchBytes: Math.floor(number('MAX_BATCH_BYTES', 65_536)),
  }),
)
