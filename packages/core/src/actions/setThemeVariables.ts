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
  config.setState((s) => ({
    ...s,
    theme: {
      ...s.theme,
      themeVariables: { ...s.theme.themeVariables, ...safe },
    },
  }))
}
