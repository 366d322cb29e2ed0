/** What the service puts in `<script type="application/json" id="latch-frame-config">`. */
export type FrameConfig = {
  projectId: string
  /** The project's allowed host-page origin patterns (`isOriginAllowed`). */
  origins: readonly string[]
  chainId: number | string | undefined
  /** The host SDK version the frame was loaded with. */
  version: string
  logger: boolean
  /** The service origin (default: the frame's own origin). */
  serviceUrl: string | undefined
}

export type ReadFrameConfigResult =
  | { ok: true; config: FrameConfig }
  | { ok: false; message: string; origins: readonly string[] | undefined }

export const FRAME_CONFIG_ELEMENT_ID = 'latch-frame-config'

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * Reads and checks the frame's configuration from the page. An `{ error }`
 * config (unknown project: 'invalid key') or a missing/garbled one is a
 * failure with the message for `INIT_ERROR`.
 */
export function readFrameConfig(document: Document): ReadFrameConfigResult {
  const element = document.getElementById(FRAME_CONFIG_ELEMENT_ID)
  let raw: unknown
  try {
    raw = JSON.parse(element?.textContent ?? '')
  } catch {
    return { ok: false, message: 'invalid key', origins: undefined }
  }
  if (typeof raw !== 'object' || raw === null)
    return { ok: false, message: 'invalid key', origins: undefined }
  const value = raw as Record<string, unknown>
  const origins = isStringArray(value.origins) ? value.origins : undefined
  if (typeof value.error === 'string' && value.error)
    return { ok: false, message: value.error, origins }
  if (typeof value.projectId !== 'string' || !value.projectId || !origins)
    return { ok: false, message: 'invalid key', origins }
  const chainId =
    typeof value.chainId === 'number' ||
    (typeof value.chainId === 'string' && value.chainId)
      ? value.chainId
      : undefined
  return {
    ok: true,
    config: {
      projectId: value.projectId,
      origins,
      chainId:
        typeof chainId === 'string' && /^\d+$/.test(chainId)
          ? Number(chainId)
          : chainId,
      version: typeof value.version === 'string' ? value.version : '',
      logger: value.logger === true || value.logger === 'true',
      serviceUrl:
        typeof value.serviceUrl === 'string' && value.serviceUrl
          ? value.serviceUrl
          : undefined,
    },
  }
}
