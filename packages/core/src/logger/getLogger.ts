import type { Config } from '../types/config.js'
import { createLogger, type Logger } from './createLogger.js'

/** The config's bounded log, made on first use (nothing module-wide). */
export function getLogger(config: Config): Logger {
  config._internal.logger ??= createLogger()
  return config._internal.logger
}
