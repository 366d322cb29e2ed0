import {
  getTheme,
  setThemeMode,
  setThemeVariables,
  type ThemeMode,
  type ThemeVariables,
  watchTheme,
} from '@latch/core'
import { useMemo } from 'react'
import { useConfigValue } from '../internal/useConfigValue.js'
import { useConfig } from './useConfig.js'

export type UseLatchThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(themeMode: ThemeMode): void
  /** Merges `--latch-*` CSS variables into the theme. */
  setThemeVariables(themeVariables: ThemeVariables): void
}

/** https://latch.dev/docs/react/hooks/useLatchTheme */
export function useLatchTheme(): UseLatchThemeReturnType {
  const config = useConfig()
  const { themeMode, themeVariables } = useConfigValue(getTheme, watchTheme)
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode) => setThemeMode(config, mode),
      setThemeVariables: (variables) => setThemeVariables(config, variables),
    }),
    [config, themeMode, themeVariables],
  )
}
