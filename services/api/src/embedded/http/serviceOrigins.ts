import type { EmbeddedSettings } from '../EmbeddedSettings.js'

/**
 * The origins the service answers as: its public URL's and the one it
 * listens on (a reverse proxy may pass either as Host). Requests for any
 * other host are refused (`requireServiceHost`).
 */
export function serviceOrigins(
  settings: Pick<EmbeddedSettings, 'publicUrl' | 'listenUrl'>,
): string[] {
  return [settings.publicUrl, settings.listenUrl]
    .filter((url): url is string => url !== undefined)
    .map((url) => new URL(url).origin)
}
