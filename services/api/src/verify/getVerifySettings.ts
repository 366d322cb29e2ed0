import type { VerifySettings } from './VerifySettings.js'

export type GetVerifySettingsParameters = {
  /** Environment read for overrides. @default process.env */
  env?: Readonly<Record<string, string | undefined>>
  /** Fields replacing the environment and the defaults. */
  overrides?: Partial<VerifySettings> | undefined
}

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
export function getVerifySettings({
  env = process.env,
  overrides = {},
}: GetVerifySettingsParameters = {}): VerifySettings {
  const number = (name: string, fallback: number) => {
    const text = env[`LATCH_API_VERIFY_${name}`]
    const value = Number(text)
    return text && Number.isFinite(value) && value > 0 ? value : fallback
  }
  return {
    ttlSeconds: Math.ceil(number('TTL_SECONDS', 600)),
    tokenTtlSeconds: Math.ceil(number('TOKEN_TTL_SECONDS', 60)),
    ipRateLimit: {
      ratePerSecond: number('IP_RATE', 5),
      burst: number('IP_BURST', 30),
    },
    projectRateLimit: {
      ratePerSecond: number('PROJECT_RATE', 20),
      burst: number('PROJECT_BURST', 200),
    },
    projectIpRateLimit: {
      ratePerSecond: number('PROJECT_IP_RATE', 2),
      burst: number('PROJECT_IP_BURST', 20),
    },
    lookupRateLimit: {
      ratePerSecond: number('LOOKUP_RATE', 20),
      burst: number('LOOKUP_BURST', 100),
    },
    maxRecords: Math.floor(number('MAX_RECORDS', 100_000)),
    sweepIntervalMs: number('SWEEP_INTERVAL_MS', 60_000),
    privateJwk: env.LATCH_API_VERIFY_KEY?.trim() || undefined,
    ...overrides,
  }
}
