import type { FrameLoader } from './createFrameLoader.js'
import type { HostMessenger } from './createHostMessenger.js'

/**
 * The modal's theme (mode and variables) and language, sent to the frame
 * (SYNC_THEME) once it
 * is initialised and whenever they change; `flush` sends what is known.
 */
export function createThemeSync(
  messenger: Pick<HostMessenger, 'request'>,
  loader: Pick<FrameLoader, 'state'>,
) {
  let theme: 'light' | 'dark' | undefined
  let locale: string | undefined
  let themeVariables: Readonly<Record<string, string>> | undefined
  function flush() {
    if (theme && loader.state === 'initialised')
      messenger
        .request('SYNC_THEME', {
          themeMode: theme,
          ...(locale ? { locale } : {}),
          ...(themeVariables ? { themeVariables } : {}),
        })
        .catch(() => {})
  }
  return {
    flush,
    set(parameters: {
      themeMode: 'light' | 'dark'
      locale?: string | undefined
      themeVariables?: Readonly<Record<string, string>> | undefined
    }) {
      theme = parameters.themeMode
      locale = parameters.locale
      themeVariables = parameters.themeVariables
      flush()
    },
  }
}
