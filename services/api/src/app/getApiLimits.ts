import { type ApiLimits, apiLimitEnv, defaultApiLimits } from './ApiLimits.js'

export type GetApiLimitsParameters = {
  /** Read `LATCH_API_MAX_BODY_BYTES` … (see `apiLimitEnv`). */
  env?: Record<string, string | undefined> | undefined
  /** Win over the environment. */
  overrides?: Partial<ApiLimits> | undefined
}

/**
 * The API's limits: `overrides`, else the environment, else the defaults.
 * A value that is not a positive integer throws a `RangeError` naming the
 * variable.
 *
 * @example
 * getApiLimits({ env: process.env }).maxBodyBytes // 1_048_576
 */
export function getApiLimits({
  env = {},
  overrides = {},
}: GetApiLimitsParameters = {}): ApiLimits {
  const limits = { ...defaultApiLimits }
  for (const key of Object.keys(defaultApiLimits) as (keyof ApiLimits)[]) {
    const name = apiLimitEnv[key]
    const text = env[name]?.trim()
    if (text) {
      if (!/^[0-9]{1,15}$/.test(text) || Number(text) < 1)
        throw new RangeError(`${name} must be a positive integer, not ${text}`)
      limits[key] = Number(text)
    }
    const override = overrides[key]
    if (override !== undefined) {
      if (!Number.isSafeInteger(override) || override < 1)
        throw new RangeError(`limits.${key} must be a positive integer`)
      limits[key] = override
    }
  }
  return limits
}
