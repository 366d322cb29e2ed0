import { InvalidConfigError } from '../errors/config.js'
import type { Config } from '../types/config.js'
import type { ThemeMode } from '../types/state.js'

/** Switches the modal between light and dark. */
export function setThemeMode(config: Config, themeMode: ThemeMode) {
  if (themeMode !== 'light' && themeMode !== 'dark')
    throw new InvalidConfigError('themeMode', "'light' or 'dark'")
  config.setState((s) => ({ ...s, theme: { ...s.theme, themeMode } }))
}
