import type { Config } from '../types/config.js'

/** The UI's language, a canonical BCP 47 tag. */
export function getLocale(config: Config): string {
  return config.state.locale
}
