import type { Config } from '../types/config.js'
import type { State } from '../types/state.js'

/** The modal's theme mode and CSS variables. */
export function getTheme(config: Config): State['theme'] {
  return config.state.theme
}
