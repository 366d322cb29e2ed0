import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { ThemeVariables } from '../types/state.js'

/** Merges CSS variables (`--latch-*`) into the modal's theme. */
export function setThemeVariables(
  config: Config,
  themeVariables: ThemeVariables,
) {
  const safe = Object.fromEntries(
    Object.entries(themeVariables).filter(
      ([key, value]) => key.startsWith('--latch-') && typeof value === 'string',
    ),
  )
  dispatch(config, { type: 'theme/variablesChanged', themeVariables: safe })
}
