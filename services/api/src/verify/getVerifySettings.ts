import { defineEnvSettings } from '../app/defineEnvSettings.js'
import type { VerifySettings } from './VerifySettings.js'

/**
 * The Verify settings: the defaults, then the `LATCH_API_VERIFY_*`
 * variables named on the fields of `VerifySettings` (a number that is not
 * positive is ignored), then `overrides`.
 *
 * @example
 * getVerifySettings({ env: {} }).ttlSeconds // 600
 */
export const getVerifySettings = defineEnvSettings<VerifySettings>(
  'LATCH_API_VERIFY_',
  ({ number, bucket }, env) => ({
    ttlSeconds: Math.ceil(number('TTL_SECONDS', 600)),
    tokenTtlSeconds: Math.ceil(number('TOKEN_TTL_SECONDS', 60)),
    ipRateLimit: bucket('IP', 5, 30),
    projectRateLimit: bucket('PROJECT', 20, 200),
    projectIpRateLimit: bucket('PROJECT_IP', 2, 20),
    lookupRateLimit: bucket('LOOKUP', 20, 100),
    maxRecords: Math.floor(number('MAX_RECORDS', 100_000)),
    sweepIntervalMs: number('SWEEP_INTERVAL_MS', 60_000),
    privateJwk: env.LATCH_API_VERIFY_KEY?.trim() || undefined,
  }),
)
