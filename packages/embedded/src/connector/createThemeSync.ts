import type { FrameLoader } from './createFrameLoader.js'
import type { HostMessenger } from './createHostMessenger.js'

/**
 * The modal's theme and language, sent to the frame (SYNC_THEME) once it
 * is initialised and whenever they change; `flush` sends what is known.
 */
export function createThemeSync(
  messenger: Pick<HostMessenger, 'request'>,
  loader: Pick<FrameLoader, 'state'>,
) {
  let theme: 'light' | 'dark' | undefined
  let locale: string | undefined
  function flush() {
    if (theme && loader.state === 'initialised')
      messenger
        .request('SYNC_THEME', {
          themeMode: theme,
          ...(locale ? { locale } : {}),
        })
        .catch(() => {})
  }
  return {
    flush,
    set(parameters: { themeMode: 'light' | 'dark'; locale?: string }) {
      theme = parameters.themeMode
      locale = parameters.locale
      flush()
    },
  }
}
