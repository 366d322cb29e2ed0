import { defineEnvSettings } from '../app/defineEnvSettings.js'
import type { EnvSettingsParameters } from '../app/readEnvSettings.js'
import type { SiwxSettings } from './SiwxSettings.js'

export type GetSiwxSettingsParameters = EnvSettingsParameters<SiwxSettings>

/**
 * The sign-in settings: the defaults, then the `LATCH_API_SIWX_*` variables
 * named on the fields of `SiwxSettings` (a number that is not positive is
 * ignored), then `overrides`.
 *
 * @example
 * getSiwxSettings({ env: {} }).nonceTtlSeconds // 300
 */
export const getSiwxSettings = defineEnvSettings<SiwxSettings>(
  'LATCH_API_SIWX_',
  ({ number, bucket }, env) => ({
    nonceTtlSeconds: Math.ceil(number('NONCE_TTL_SECONDS', 300)),
    sessionTtlSeconds: Math.ceil(number('SESSION_TTL_SECONDS', 604_800)),
    clockSkewSeconds: number('CLOCK_SKEW_SECONDS', 60),
    ...(env.LATCH_API_SIWX_NONCE_KEY
      ? { nonceKey: env.LATCH_API_SIWX_NONCE_KEY }
      : {}),
    nonceRateLimit: bucket('NONCE', 2, 20),
    verifyRateLimit: bucket('VERIFY', 2, 20),
    sessionRateLimit: bucket('SESSION', 10, 60),
    sweepIntervalMs: number('SWEEP_INTERVAL_MS', 60_000),
    rpcTimeoutMs: number('RPC_TIMEOUT_MS', 5_000),
  }),
)
