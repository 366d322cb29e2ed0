import { frameText } from '../text.js'
import type { FrameStorage } from './createFrameStorage.js'
import { FrameServiceError } from './FrameServiceError.js'

type ServiceRequest = {
  /** @default 'POST' */
  method?: 'GET' | 'POST'
  /** Extra body fields (POST) or query fields (GET). */
  fields?: Record<string, unknown>
  /** Sends the bearer token; 401 then ends the session. */
  auth?: boolean
  /** On 401, clear the token but emit no SESSION_ENDED (IS_CONNECTED). */
  quiet?: boolean
  signal?: AbortSignal
}

export type ServiceClient = (
  path: string,
  request?: ServiceRequest,
) => Promise<Record<string, unknown>>

/**
 * Calls the embedded-wallet service on the frame's own origin
 * (`<serviceUrl>/v1/embedded<path>`). Every call carries `projectId`, the
 * pinned host `origin` and the `deviceId`; authenticated calls the bearer
 * token. Service errors `{ error: { code, message } }` become a
 * `FrameServiceError` with that message; a 401 on an authenticated call
 * also clears the token and calls `onSessionEnded`.
 */
export function createServiceClient({
  serviceUrl,
  fetch,
  projectId,
  origin,
  storage,
  onSessionEnded,
}: {
  serviceUrl: string
  fetch: typeof globalThis.fetch
  projectId: string
  origin: string
  storage: FrameStorage
  onSessionEnded: (message: string) => void
}): ServiceClient {
  const base = `${serviceUrl.replace(/\/+$/, '')}/v1/embedded`
  return async (
    path,
    { method = 'POST', fields, auth, quiet, signal } = {},
  ) => {
    const common = { projectId, origin, deviceId: storage.deviceId() }
    const headers: Record<string, string> = { accept: 'application/json' }
    let url = `${base}${path}`
    let body: string | undefined
    if (method === 'GET') {
      const query = new URLSearchParams(common)
      for (const [key, value] of Object.entries(fields ?? {}))
        if (value !== undefined) query.set(key, String(value))
      url += `?${query}`
    } else {
      headers['content-type'] = 'application/json'
      body = JSON.stringify({ ...fields, ...common })
    }
    if (auth) {
      const token = storage.getToken()
      if (!token) {
        if (!quiet) onSessionEnded(frameText.sessionExpired)
        throw new FrameServiceError({
          message: frameText.sessionExpired,
          status: 401,
          code: 'no_session',
        })
      }
      headers.authorization = `Bearer ${token}`
    }
    let response: Response
    let json: unknown
    try {
      response = await fetch(url, {
        method,
        headers,
        credentials: 'omit',
        ...(body === undefined ? {} : { body }),
        ...(signal ? { signal } : {}),
      })
      json = await response.json().catch(() => undefined)
    } catch {
      throw new FrameServiceError({
        message: signal?.aborted
          ? frameText.requestAborted
          : frameText.somethingWentWrong,
        code: 'network',
      })
    }
    const data =
      typeof json === 'object' && json !== null
        ? (json as Record<string, unknown>)
        : {}
    if (response.ok) return data
    const error =
      typeof data.error === 'object' && data.error !== null
        ? (data.error as Record<string, unknown>)
        : {}
    const message =
      typeof error.message === 'string' && error.message
        ? error.message
        : response.status === 401
          ? frameText.sessionExpired
          : frameText.somethingWentWrong
    if (response.status === 401 && auth) {
      storage.clearToken()
      if (!quiet) onSessionEnded(frameText.sessionExpired)
    }
    throw new FrameServiceError({
      message,
      status: response.status,
      code:
        typeof error.code === 'string' ? error.code : `http_${response.status}`,
    })
  }
}
