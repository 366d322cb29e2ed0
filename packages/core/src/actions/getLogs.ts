import type { LogEntry } from '../logger/createLogger.js'
import type { Config } from '../types/config.js'

export type GetLogsReturnType = readonly LogEntry[]

/**
 * The toolkit's log, oldest first: its connection steps, views, network
 * status and errors (from when the modal first opened, see
 * `startStatus`), and the embedded wallet frame's lines when its
 * `logger` option is on. Bounded to about 1,024,000 bytes (SPEC §9), the
 * oldest entries dropped first. It stays in the page: nothing is sent.
 * https://latch.dev/docs/core/api#getlogs
 *
 * @example
 * const text = getLogs(config).map((e) => `${e.source} ${e.message}`)
 */
export function getLogs(config: Config): GetLogsReturnType {
  return config._internal.logger?.entries() ?? []
}
