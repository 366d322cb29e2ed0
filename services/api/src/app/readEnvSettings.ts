/** What a `get…Settings` reads: the environment, then `overrides`. */
export type EnvSettingsParameters<Settings> = {
  /** Environment read for overrides. @default process.env */
  env?: Readonly<Record<string, string | undefined>>
  /** Fields replacing the environment and the defaults. */
  overrides?: Partial<Settings> | undefined
}

/**
 * Readers of numeric settings in `env`, each variable named `prefix` +
 * name: `number(name, fallback)` is a positive finite number, anything
 * else (absent, empty, `abc`, `0`, `-1`) the fallback; `bucket(name,
 * ratePerSecond, burst)` is a rate-limit bucket from `{name}_RATE` and
 * `{name}_BURST`.
 *
 * @example
 * const { number, bucket } = readEnvSettings(env, 'LATCH_API_VERIFY_')
 * bucket('IP', 5, 30) // LATCH_API_VERIFY_IP_RATE, LATCH_API_VERIFY_IP_BURST
 */
export function readEnvSettings(
  env: Readonly<Record<string, string | undefined>>,
  prefix: string,
) {
  const number = (name: string, fallback: number) => {
    const text = env[`${prefix}${name}`]
    const value = Number(text)
    return text && Number.isFinite(value) && value > 0 ? value : fallback
  }
  const bucket = (name: string, ratePerSecond: number, burst: number) => ({
    ratePerSecond: number(`${name}_RATE`, ratePerSecond),
    burst: number(`${name}_BURST`, burst),
  })
  return { number, bucket }
}
