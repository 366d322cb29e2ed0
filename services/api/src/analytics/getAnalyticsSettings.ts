import { defineEnvSettings } from '../app/defineEnvSettings.js'
import type { EnvSettingsParameters } from '../app/readEnvSettings.js'
import type { AnalyticsSettings } from './AnalyticsSettings.js'

export type GetAnalyticsSettingsParameters =
  EnvSettingsParameters<AnalyticsSettings>

/**
 * The limits of POST /e and POST /batch: defaults, then `LATCH_API_ANALYTICS_PROJECT_RATE`
 * / `_PROJECT_BURST`, `_IP_RATE` / `_IP_BURST`, `_MAX_EVENTS_PER_DAY`,
 * `_MAX_BYTES_PER_DAY`, `_RETENTION_DAYS`, `_SWEEP_INTERVAL_MS`,
 * `_MAX_BATCH_EVENTS`, `_MAX_BATCH_BYTES` (each
 * prefixed `LATCH_API_ANALYTICS`; positive numbers, others ignored), then
 * `overrides`.
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
