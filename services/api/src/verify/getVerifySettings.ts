import { defineEnvSettings } from '../app/defineEnvSettings.js'
import type { EnvSettingsParameters } from '../app/readEnvSettings.js'
import type { VerifySettings } from './VerifySettings.js'

export type GetVerifySettingsParameters = EnvSettingsParameters<VerifySettings>

/**
 * The Verify settings: defaults, then `LATCH_API_VERIFY_TTL_SECONDS`,
 * `_TOKEN_TTL_SECONDS`, `_IP_RATE` / `_IP_BURST`, `_PROJECT_RATE` /
 * `_PROJECT_BURST`, `_PROJECT_IP_RATE` / `_PROJECT_IP_BURST`,
 * `_LOOKUP_RATE` / `_LOOKUP_BURST`,
 * `_MAX_RECORDS`, `_SWEEP_INTERVAL_MS` (each prefixed `LATCH_API_VERIFY`;
 * positive numbers, others ignored) and `LATCH_API_VERIFY_KEY`, then
 * `overrides`.
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
