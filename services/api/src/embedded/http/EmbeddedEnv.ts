import type { ApiSettings } from '../../app/types.js'

/** Hono environment of the embedded service's app. */
export type EmbeddedEnv = {
  Variables: {
    /** Only `trustProxy` is set (read by `getClientIp`). */
    settings: ApiSettings
  }
}
