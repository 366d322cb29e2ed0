import { getTheme, watchTheme } from '@latch/core'
import { useConfigValue } from '../internal/useConfigValue.js'

/**
 * What makes a host-page button follow the theme, to spread on it: its
 * mode (`data-theme`, light or dark, as the modal's) and the theme's
 * `--latch-*` variables (React sets them through the CSSOM, which a
 * strict Content-Security-Policy allows).
 */
export function useButtonTheme() {
  const { themeMode, themeVariables } = useConfigValue(getTheme, watchTheme)
  return { style: themeVariables, 'data-theme': themeMode }
}
