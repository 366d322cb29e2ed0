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
  /**
   * Sign-out (with `auth`): the token is taken from storage at once (no
   * authenticated call starts after it), the calls already sent are
   * waited for, then this one goes with the taken token. A read sent just
   * before sign-out is thus answered, not refused with a 401 because the
   * revocation overtook it. The wait is `IN_FLIGHT_WAIT_MS` at most: a
   * slow read never holds sign-out back.
   */
  endsSession?: boolean
  signal?: AbortSignal
}

/** How long a sign-out waits for the authenticated calls in flight. */
const IN_FLIGHT_WAIT_MS = 1_000

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
 * also clears the token and calls `onSessionEnded`. An `endsSession` call
 * goes after the authenticated calls in flight.
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
  // Calls sent and not answered yet; sign-outs under way.
  const inFlight = new Set<Promise<unknown>>()
  let ending = 0
  const call = async (
    path: string,
    {
      method = 'POST',
      fields,
      auth,
      quiet,
      signal,
      endsSession,
    }: ServiceRequest,
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
      if (endsSession) {
        storage.clearToken()
        await Promise.race([
          Promise.allSettled(inFlight),
          new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_WAIT_MS)),
        ])
      }
      if (!token) {
        // Not an expiry while the host is signing out on purpose.
        if (!quiet && !ending) onSessionEnded(frameText.sessionExpired)
        throw new FrameServiceError({
          message: frameText.sessionExpired,
          status: 401,
          code: 'no_session',
        })
      }
      headers.authorization = `Bearer ${token}`
    }
    const sent = fetch(url, {
      method,
      headers,
      credentials: 'omit',
      ...(body === undefined ? {} : { body }),
      ...(signal ? { signal } : {}),
    }).then(async (answer) => ({
      response: answer,
      json: (await answer.json().catch(() => undefined)) as unknown,
    }))
    const forget = () => inFlight.delete(sent)
    inFlight.add(sent)
    sent.then(forget, forget)
    let response: Response
    let json: unknown
    try {
      ;({ response, json } = await sent)
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
      if (!quiet && !ending) onSessionEnded(frameText.sessionExpired)
    }
    throw new FrameServiceError({
      message,
      status: response.status,
      code:
        typeof error.code === 'string' ? error.code : `http_${response.status}`,
    })
  }
  return async (path, request = {}) => {
    if (!request.endsSession) return call(path, request)
    // The calls failing meanwhile for want of the token are not an expiry.
    ending += 1
    try {
      return await call(path, request)
    } finally {
      ending -= 1
    }
  }
}
