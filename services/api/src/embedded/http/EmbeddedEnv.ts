import type { ApiSettings } from '../../app/types.js'

/** Hono environment of the embedded service's app. */
export type EmbeddedEnv = {
  Variables: {
    /** Only `trustProxy` is set (read by `getClientIp`). */
    settings: ApiSettings
    /**
     * The host origin the frame pinned, once `readFrameRequest` or
     * `readFrameQuery` checked it: `requireSession` compares it with the
     * session's.
     */
    frameOrigin?: string
  }
}
