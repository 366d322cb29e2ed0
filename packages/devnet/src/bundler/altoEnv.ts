import { devNull } from 'node:os'

/** What Alto's process needs from ours: the rest is left out. */
const passed = ['PATH', 'SYSTEMROOT', 'TEMP', 'TMP', 'TMPDIR', 'HOME']

/**
 * The environment Alto runs with: nothing but the variables above, so no
 * `SENTRY_DSN` (Alto starts Sentry when it is set), no `OTEL_*` and no
 * `NODE_OPTIONS` (an `--import` of its OpenTelemetry instrumentation
 * would export traces), no `ALTO_*` (yargs reads every flag from them).
 * `DOTENV_CONFIG_PATH` points at the null device so Alto's dotenv does not
 * read a `.env` of the working directory either.
 */
export function altoEnv(
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const kept = passed.flatMap((name) => {
    const value = env[name]
    return value === undefined ? [] : [[name, value] as const]
  })
  return { ...Object.fromEntries(kept), DOTENV_CONFIG_PATH: devNull }
}
