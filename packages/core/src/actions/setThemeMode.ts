import { InvalidConfigError } from '../errors/config.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import type { ThemeMode } from '../types/state.js'

/** Switches the modal between light and dark. */
export function setThemeMode(config: Config, themeMode: ThemeMode) {
  if (themeMode !== 'light' && themeMode !== 'dark')
    throw new InvalidConfigError('themeMode', "'light' or 'dark'")
  dispatch(config, { type: 'theme/modeChanged', themeMode })
}
