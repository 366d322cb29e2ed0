import {
  type EnvSettingsParameters,
  readEnvSettings,
} from './readEnvSettings.js'

type Env = Readonly<Record<string, string | undefined>>

/**
 * A `get…Settings` function: `read` builds the settings from the readers
 * of the variables named `prefix` + name (`readEnvSettings`) and from the
 * environment itself, then `overrides` replace whole fields. The
 * environment is `process.env` unless the caller passes one.
 *
 * @example
 * const getSettings = defineEnvSettings('LATCH_API_VERIFY_', ({ number }) => ({
 *   ttlSeconds: number('TTL_SECONDS', 600),
 * }))
 * getSettings({ env: {} }).ttlSeconds // 600
 */
export function defineEnvSettings<Settings>(
  prefix: string,
  read: (readers: ReturnType<typeof readEnvSettings>, env: Env) => Settings,
): (parameters?: EnvSettingsParameters<Settings>) => Settings {
  return ({ env = process.env, overrides = {} } = {}) => ({
    ...read(readEnvSettings(env, prefix), env),
    ...overrides,
  })
}
